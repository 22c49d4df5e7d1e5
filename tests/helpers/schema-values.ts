// Values for a JSON Schema (draft 2020-12, the subset the OpenAPI document uses), drawn from a
// seeded random source: `validValue` follows every rule the schema states (type, enum, const,
// format, pattern, minimum/maximum, minLength/maxLength, minItems/maxItems, required, anyOf/oneOf),
// and `violations` lists ways to break one rule of one field. Ajv has the last word on both: a
// drawn value the schema refuses is drawn again, a violation the schema accepts is dropped.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormatsModule from "ajv-formats";
import { regexSample } from "./regex-sample";

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  contentEncoding?: string;
  [key: string]: unknown;
};

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

/** Whether `value` satisfies `schema` as Ajv reads it (a file part counts as a string). */
export function satisfies(schema: Schema, value: unknown): boolean {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
  return validate(withoutFiles(value));
}

/** Why the schema refuses `value`, one line per rule broken (none: it accepts it). */
export function schemaErrors(schema: Schema, value: unknown): string[] {
  if (satisfies(schema, value)) return [];
  const validate = compiled.get(JSON.stringify(schema))!;
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || "(answer)"} ${e.message}${e.params && "additionalProperty" in e.params ? `: ${String(e.params.additionalProperty)}` : ""}`,
  );
}

function withoutFiles(value: unknown): unknown {
  if (value instanceof Blob) return "file";
  if (Array.isArray(value)) return value.map(withoutFiles);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFiles(v)]));
  return value;
}

export const PNG_1X1 = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const LETTERS = "آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export interface Draw {
  rnd: () => number;
  /** Query and path values travel as text: no null, no objects. */
  wire?: "query" | "path" | "json" | "multipart";
}

const int = (rnd: () => number, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function bounds(schema: Schema, integer: boolean): [number, number] {
  const step = integer ? 1 : 0.01;
  let lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1000);
  let hi = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1000);
  if (integer) [lo, hi] = [Math.ceil(lo), Math.floor(hi)];
  return [lo, hi];
}

function drawNumber(schema: Schema, integer: boolean, rnd: () => number): number {
  const [lo, hi] = bounds(schema, integer);
  const choice = rnd();
  // The edges, small values near the low edge (counts, pages, prices), anything in range.
  if (choice < 0.15) return lo;
  if (choice < 0.25) return hi;
  const near = Math.min(hi, lo + 100);
  const value = choice < 0.75 ? lo + rnd() * (near - lo) : lo + rnd() * (hi - lo);
  return integer ? Math.min(hi, Math.max(lo, Math.round(value))) : Math.round(value * 100) / 100;
}

function drawText(min: number, max: number, rnd: () => number): string {
  const length = int(rnd, min, Math.max(min, Math.min(max, min + 24)));
  let out = "";
  for (let k = 0; k < length; k++) {
    // A space now and then, never at either end (a trimmed field would lose it).
    const space = k > 0 && k < length - 1 && out[k - 1] !== " " && rnd() < 0.12;
    out += space ? " " : LETTERS[Math.floor(rnd() * LETTERS.length)];
  }
  return out;
}

function drawDateTime(rnd: () => number): string {
  // Mostly in the coming months (tours, deadlines), sometimes in the past year.
  const days = rnd() < 0.8 ? int(rnd, 1, 200) : -int(rnd, 1, 365);
  const ms = Date.now() + days * 86_400_000 + int(rnd, 0, 86_399) * 1000;
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

function drawString(schema: Schema, draw: Draw): string | Blob | undefined {
  const { rnd } = draw;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fits = (s: string) => [...s].length >= min && [...s].length <= (schema.maxLength ?? Infinity);
  if (schema.format === "binary" || schema.contentEncoding === "binary")
    return new Blob([PNG_1X1], { type: "image/png" });
  const formatted = (): string | undefined => {
    switch (schema.format) {
      case "date-time":
        return drawDateTime(rnd);
      case "date":
        return drawDateTime(rnd).slice(0, 10);
      case "email":
        return `u${int(rnd, 1, 99_999)}@example.com`;
      case "uri":
      case "url":
        return `https://example.com/${int(rnd, 1, 9999)}`;
      case "uuid":
        return crypto.randomUUID();
      default:
        return undefined;
    }
  };
  const candidate = formatted();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, "u");
    if (candidate !== undefined && re.test(candidate) && fits(candidate)) return candidate;
    const extra = Math.max(8, Math.min(schema.maxLength ?? 40, min + 24));
    return regexSample(schema.pattern, rnd, (s) => fits(s) && satisfies(schema, s), extra) ?? undefined;
  }
  if (candidate !== undefined) return candidate;
  return drawText(min, max, rnd);
}

/** A value the schema accepts, or undefined when none was found (an unsatisfiable or unsupported schema). */
export function validValue(schema: Schema, draw: Draw, depth = 0): unknown {
  for (let attempt = 0; attempt < 12; attempt++) {
    const value = drawOnce(schema, draw, depth);
    if (value !== undefined && satisfies(schema, value)) return value;
  }
  return undefined;
}

/**
 * The schema with its unions and intersections resolved: one branch of each oneOf/anyOf drawn, the
 * parts of an allOf read together. `not` is left to Ajv (a draw it refuses is drawn again).
 */
function flatten(schema: Schema, draw: Draw): Schema {
  const { allOf, oneOf, anyOf, ...base } = schema;
  let out: Schema = base;
  const branches = oneOf ?? anyOf;
  if (branches?.length) {
    const usable = branches.filter((b) => !(draw.wire === "query" || draw.wire === "path") || b.type !== "null");
    out = merged(out, flatten(usable[Math.floor(draw.rnd() * usable.length)], draw));
  }
  for (const part of allOf ?? []) out = merged(out, flatten(part, draw));
  return out;
}

function drawOnce(input: Schema, draw: Draw, depth: number): unknown {
  const { rnd } = draw;
  const schema = flatten(input, draw);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[Math.floor(rnd() * schema.enum.length)];
  let types = typesOf(schema);
  if (draw.wire === "query" || draw.wire === "path") types = types.filter((t) => t !== "null");
  if (!types.length) types = ["string"];
  const type = types[Math.floor(rnd() * types.length)];
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return rnd() < 0.5;
    case "integer":
      return drawNumber(schema, true, rnd);
    case "number":
      return drawNumber(schema, false, rnd);
    case "string":
      return drawString(schema, draw);
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3, depth > 4 ? min : Infinity);
      const count = int(rnd, min, Math.max(min, max));
      const items: unknown[] = [];
      for (let k = 0; k < count; k++) {
        const item = validValue(schema.items ?? {}, draw, depth + 1);
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    }
    case "object": {
      const required = new Set(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!required.has(name) && (depth > 4 || rnd() < 0.4)) continue;
        const value = validValue(property, draw, depth + 1);
        if (value === undefined) {
          if (required.has(name)) return undefined;
          continue;
        }
        out[name] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

export interface Violation {
  label: string;
  /** The new value of the field; `omit` removes it instead. */
  value?: unknown;
  omit?: boolean;
}

const OVERLONG_LIMIT = 100_000;

/** Ways to break one rule of a field of this schema holding `value` (each checked by the caller). */
export function violations(schema: Schema, value: unknown, wire: Draw["wire"]): Violation[] {
  const out: Violation[] = [];
  const text = wire === "query" || wire === "path";
  const types = typesOf(schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema);
  const type = typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : types[0];
  if (Array.isArray(schema.enum) || schema.const !== undefined)
    out.push({ label: "unknown enum value", value: "ZZ_NOT_LISTED" });
  if (type === "string" && typeof value === "string") {
    if (schema.maxLength !== undefined && schema.maxLength < OVERLONG_LIMIT)
      out.push({ label: `overlong (${schema.maxLength + 1} characters)`, value: "ب".repeat(schema.maxLength + 1) });
    if (schema.minLength && schema.minLength > 0)
      out.push({ label: `too short (${schema.minLength - 1} characters)`, value: "ب".repeat(schema.minLength - 1) });
    if (schema.pattern) {
      for (const bad of ["!?", `${value}!`, `!${value}`, "۱۲۳۴۵۶۷۸۹۰", "abc", "x".repeat(schema.minLength ?? 1)])
        if (!new RegExp(schema.pattern, "u").test(bad)) {
          out.push({ label: "off its pattern", value: bad });
          break;
        }
    }
    out.push({ label: "control character", value: `${value}\u0000` });
    if (schema.minLength) out.push({ label: "only spaces", value: " ".repeat(Math.min(schema.minLength, 100)) });
    if (schema.format === "date-time" || schema.format === "date") out.push({ label: "not a date-time", value: "9@" });
    if (schema.format === "email") out.push({ label: "not an email", value: "no-at-sign.example.com" });
    if (!text) out.push({ label: "number instead of text", value: 12 });
  }
  if (type === "integer" || type === "number") {
    const [lo, hi] = bounds(schema, type === "integer");
    if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined)
      out.push({ label: `below minimum (${lo - 1})`, value: lo - 1 });
    if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined)
      out.push({ label: `above maximum (${hi + 1})`, value: hi + 1 });
    if (type === "integer") out.push({ label: "fraction for an integer", value: lo + 0.5 });
    out.push({ label: "text instead of a number", value: "abc" });
  }
  if (type === "boolean") out.push({ label: "text instead of a boolean", value: text ? "maybe" : "yes" });
  if (type === "array" && Array.isArray(value)) {
    if (schema.maxItems !== undefined && schema.maxItems < 1000 && value.length)
      out.push({ label: `too many items (${schema.maxItems + 1})`, value: Array(schema.maxItems + 1).fill(value[0]) });
    if (schema.minItems) out.push({ label: "too few items", value: value.slice(0, schema.minItems - 1) });
    if (!text) out.push({ label: "object instead of a list", value: { item: value[0] ?? 1 } });
  }
  if (type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    for (const name of schema.required ?? [])
      out.push({ label: `missing required ${name}`, value: without(value, name) });
    if (schema.additionalProperties === false)
      out.push({ label: "unknown property", value: { ...value, zzUnknown: 1 } });
    out.push({ label: "list instead of an object", value: [value] });
  }
  if (!text && value !== null && !types.includes("null")) {
    out.push({ label: "null", value: null });
    if (type !== "object" && type !== "array") out.push({ label: "extra nesting", value: { value } });
  }
  return out;
}

function without(value: object, name: string) {
  const copy: Record<string, unknown> = { ...value };
  delete copy[name];
  return copy;
}

/** Every field of a JSON value (the root first) with the schema it follows. */
export function fields(
  schema: Schema,
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: Schema; value: unknown }[] {
  const own = branchFor(schema, value);
  const out = [{ path, schema: own, value }];
  if (Array.isArray(value) && own.items) value.forEach((v, i) => out.push(...fields(own.items!, v, [...path, i])));
  else if (value && typeof value === "object" && !(value instanceof Blob) && own.properties)
    for (const [k, v] of Object.entries(value))
      if (own.properties[k]) out.push(...fields(own.properties[k], v, [...path, k]));
  return out;
}

/** The branch of a union the value follows (the schema itself when it is not a union). */
function branchFor(schema: Schema, value: unknown): Schema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return schema;
  const { oneOf: _o, anyOf: _a, ...rest } = schema;
  const match = branches.find((b) => satisfies(merged(rest, b), value));
  return match ? merged(rest, match) : schema;
}

/** A schema and a branch of its union read together: the branch's rules added to the base's, property by property. */
function merged(base: Schema, branch: Schema): Schema {
  const out: Schema = { ...base, ...branch };
  if (base.properties || branch.properties) {
    out.properties = { ...base.properties };
    for (const [name, rule] of Object.entries(branch.properties ?? {}))
      out.properties[name] = base.properties?.[name] ? { ...base.properties[name], ...rule } : rule;
  }
  if (base.required || branch.required)
    out.required = [...new Set([...(base.required ?? []), ...(branch.required ?? [])])];
  return out;
}

export function withValue(base: unknown, path: (string | number)[], value: unknown, omit = false): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  if (omit && !rest.length) delete copy[head];
  else copy[head] = withValue(copy[head], rest, value, omit);
  return copy;
}
