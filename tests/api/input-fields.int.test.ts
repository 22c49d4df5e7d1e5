// Every field an operation reads — in its path, query or body, at any depth — follows the one rule of
// its kind: an id is decimal digits or a JSON integer, 1..2,147,483,647 (lib/validation/fields.ts
// idSchema), and a string refuses NUL and the other control characters (the configured z.string()).
// Walked from the route index, so a contract added later with a lenient `z.coerce.number()` id or a
// string schema built outside the configured z fails here.
import { beforeAll, describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/route-index";
import type { Contract } from "@/lib/http/contract";
import { buildOpenApiDocument, listRoutes } from "@/lib/http/openapi";
import { MAX_ID } from "@/lib/validation/fields";
import { FIELD_LABELS } from "@/lib/validation/labels";

interface ZodLike {
  _zod: {
    def: {
      type: string;
      innerType?: ZodLike;
      in?: ZodLike;
      element?: ZodLike;
      shape?: Record<string, ZodLike>;
      options?: ZodLike[];
    };
  };
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** Names of fields that hold an id of a row: id, tourId, styleIds, ReservationId … */
const ID_NAME = /^(?:id|ids|.+Id|.+Ids|.+_id)$/i;

/** Fields of an object schema, at any depth (list items, union branches, pipe inputs), with the name each is known by. */
function objectFields(
  schema: ZodLike | undefined,
  path: string,
  out: { key: string; path: string; schema: ZodLike }[] = [],
) {
  if (!schema?._zod) return out;
  const def = schema._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return objectFields(def.innerType, path, out);
    case "pipe":
      return objectFields(def.in, path, out);
    case "array":
      return objectFields(def.element, `${path}[]`, out);
    case "union":
      for (const option of def.options ?? []) objectFields(option, path, out);
      return out;
    case "object":
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        out.push({ key, path: `${path}.${key}`, schema: field });
        objectFields(field, `${path}.${key}`, out);
      }
      return out;
    default:
      return out;
  }
}

const idFields = (schema: ZodLike | undefined, path: string) =>
  objectFields(schema, path).filter((f) => ID_NAME.test(f.key));

/** Every string schema inside a schema (object fields, list items, union branches, pipe inputs). */
function stringLeaves(schema: ZodLike | undefined, path: string, out: { path: string; schema: ZodLike }[] = []) {
  if (!schema?._zod) return out;
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
      out.push({ path, schema });
      return out;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
      return stringLeaves(def.innerType, path, out);
    case "pipe":
      // A string read into something else (z.stringbool(), a transform): the whole field must refuse.
      if (def.in?._zod.def.type === "string") {
        out.push({ path, schema });
        return out;
      }
      return stringLeaves(def.in, path, out);
    case "array":
      return stringLeaves(def.element, `${path}[]`, out);
    case "union":
      for (const option of def.options ?? []) stringLeaves(option, path, out);
      return out;
    case "object":
      for (const [key, field] of Object.entries(def.shape ?? {})) stringLeaves(field, `${path}.${key}`, out);
      return out;
    default:
      return out;
  }
}

/** The schema of one element when the field is a list of ids. */
function elementOf(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(def.type))
    return elementOf(def.innerType!);
  if (def.type === "pipe" && def.in?._zod.def.type === "array") return def.in._zod.def.element!;
  if (def.type === "array") return def.element!;
  return schema;
}

let operations: Contract[] = [];

beforeAll(async () => {
  operations = (await listRoutes(routeModules)).flatMap((r) => (r.contract ? [r.contract] : []));
});

describe("input fields of every operation", () => {
  it("ids refuse hexadecimal, exponent, spaced and overflowing spellings and take decimal ones", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const contract of operations) {
      for (const [where, schema] of [
        ["params", contract.params],
        ["query", contract.query],
        ["body", contract.body],
      ] as const) {
        for (const field of idFields(schema as unknown as ZodLike, `${contract.method} ${contract.path} ${where}`)) {
          const one = elementOf(field.schema);
          // Only fields read as numbers are ids of rows (a bill id or a reference code is text).
          const asText = one.safeParse("7");
          if (!one.safeParse(7).success && !(asText.success && typeof asText.data === "number")) continue;
          checked++;
          for (const bad of ["0x10", "1e3", " 1", "+1", "1.0", MAX_ID + 1, String(MAX_ID + 1), 0, -1]) {
            if (one.safeParse(bad).success) wrong.push(`${field.path} takes ${JSON.stringify(bad)}`);
          }
          if (!one.safeParse(MAX_ID).success && !one.safeParse(String(MAX_ID)).success)
            wrong.push(`${field.path} refuses ${MAX_ID}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("every string refuses NUL and the other control characters", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const contract of operations) {
      for (const [where, schema] of [
        ["params", contract.params],
        ["query", contract.query],
        ["body", contract.body],
      ] as const) {
        for (const leaf of stringLeaves(schema as unknown as ZodLike, `${contract.method} ${contract.path} ${where}`)) {
          checked++;
          for (const bad of ["a\u0000b", "\u0000", "x\u001by", "x\u007f"]) {
            if (leaf.schema.safeParse(bad).success) wrong.push(`${leaf.path} takes ${JSON.stringify(bad)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it("every field a message may name has a Persian label (lib/validation/labels.ts): no English name inside a Persian message", () => {
    const unlabelled = new Set<string>();
    for (const contract of operations) {
      for (const schema of [contract.params, contract.query, contract.body]) {
        for (const { key } of objectFields(schema as unknown as ZodLike, ""))
          if (!FIELD_LABELS[key]) unlabelled.add(key);
      }
    }
    expect([...unlabelled].sort()).toEqual([]);
  });

  it("the OpenAPI document states every id's range: an integer 1..2,147,483,647", async () => {
    type JsonSchema = {
      type?: string | string[];
      minimum?: number;
      maximum?: number;
      enum?: unknown[];
      properties?: Record<string, JsonSchema>;
      items?: JsonSchema;
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
    };
    const doc = (await buildOpenApiDocument(routeModules)) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; schema: JsonSchema }[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
          }
        >
      >;
    };
    const wrong: string[] = [];
    let checked = 0;
    const isInteger = (s: JsonSchema) => s.type === "integer" || (Array.isArray(s.type) && s.type.includes("integer"));
    const visit = (name: string, schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(name, branch, where);
      if (schema.items) visit(name, schema.items, `${where}[]`);
      for (const [key, value] of Object.entries(schema.properties ?? {})) visit(key, value, `${where}.${key}`);
      // RoleId is a code (2 leader, 3 affiliate), not the id of a row.
      if (ID_NAME.test(name) && !/^roleId$/i.test(name) && isInteger(schema)) {
        checked++;
        // A closed list of ids (a site's features) is narrower than the range, and as exact.
        const listed =
          schema.enum?.length &&
          schema.enum.every((id) => Number.isInteger(id) && Number(id) >= 1 && Number(id) <= MAX_ID);
        if (!listed && (schema.minimum !== 1 || schema.maximum !== MAX_ID))
          wrong.push(`${where}: ${JSON.stringify({ minimum: schema.minimum, maximum: schema.maximum })}`);
      }
    };
    for (const [p, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const parameter of op.parameters ?? [])
          visit(parameter.name, parameter.schema, `${method.toUpperCase()} ${p} ${parameter.name}`);
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
          visit("", content.schema, `${method.toUpperCase()} ${p} body(${type})`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
