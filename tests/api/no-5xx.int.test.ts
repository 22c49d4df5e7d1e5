// Generated from the route index: every operation of the API gets hostile and careless input —
// a NUL in a string, an id beyond int4, a hexadecimal id, a 1 MB string, a value of the wrong type
// and malformed JSON — in its path, its query and its body, as a caller its contract admits.
// Whatever the operation does with it, the answer must never be a 5xx.
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/db/generated/enums";
import type { Contract } from "@/lib/http/contract";
import { routeModules } from "@/app/api/route-index";
import { jsonSchema, listRoutes } from "@/lib/http/openapi";
import { api, type CallOptions } from "../helpers/api";
import { createSellingTour } from "@/lib/reservations/testing/fixtures";
import { liveCaller } from "../helpers/factories";
import { writeBuiltDocument } from "../helpers/openapi-document";

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

const MEGA = "a".repeat(1_000_000);
const OVERFLOW = 2_147_483_648;

/** The schema a value follows when the field is given (first non-null branch of a union). */
function concrete(schema: Schema | undefined): Schema {
  if (!schema || typeof schema !== "object") return {};
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return concrete(branches.find((b) => b.type !== "null") ?? branches[0]);
  if (schema.allOf?.length) return concrete(schema.allOf[0]);
  return schema;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? type.find((t) => t !== "null") : type;
}

/** A plausible value for a schema: enough to get past the shape, so that one field at a time can be spoiled. */
function sample(input: Schema | undefined, depth = 0): unknown {
  const schema = concrete(input);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return Math.max(1, Number(schema.minimum ?? 1));
    case "boolean":
      return false;
    case "array":
      return depth > 3 || schema.maxItems === 0 ? [] : [sample(schema.items, depth + 1)];
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case "string":
      if (schema.format === "date-time") return new Date(Date.now() + 30 * 86_400_000).toISOString();
      if (schema.format === "email") return "someone@example.com";
      if (schema.format === "binary")
        return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
      return "a";
    default:
      return "a";
  }
}

/** Paths (keys, array indices) of the leaves of a sample, with the schema each follows. */
function leaves(
  input: Schema | undefined,
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: Schema }[] {
  const schema = concrete(input);
  if (Array.isArray(value) && value.length) return leaves(schema.items, value[0], [...path, 0]);
  if (value && typeof value === "object" && !(value instanceof Blob) && schema.properties) {
    return Object.entries(value).flatMap(([k, v]) => leaves(schema.properties![k], v, [...path, k]));
  }
  return path.length ? [{ path, schema }] : [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** The spoiled values tried in a field of this schema. */
function spoilers(schema: Schema): [string, unknown][] {
  const type = typeOf(schema);
  const numeric = type === "integer" || type === "number";
  return [
    ["NUL string", "a\u0000b"],
    ["overflowing id", OVERFLOW],
    ["overflowing id as text", String(OVERFLOW)],
    ["hexadecimal id", "0x10"],
    ["1 MB string", MEGA],
    ["wrong type", numeric ? { nested: true } : type === "string" ? 12 : "x"],
    ["array instead of a value", ["a\u0000", OVERFLOW]],
  ];
}

interface Case {
  name: string;
  url: string;
  options: CallOptions;
}

function fill(template: string, params: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? "1"));
}

/** Real ids for the path, so that spoiled input reaches past "not found": a fresh published tour of the leader. */
async function realParams(contract: Contract, leader: User): Promise<Record<string, string>> {
  if (!contract.path.includes("{tourId}")) return {};
  const { tour, session } = await createSellingTour({}, leader);
  const ids: Record<string, number | undefined> = {
    tourId: tour.id,
    sessionId: session.id,
    vehicleId: session.vehicles[0]?.id,
    extraItemId: tour.extraItems[0]?.id,
    ruleId: tour.refundRules[0]?.id,
  };
  return Object.fromEntries(Object.entries(ids).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));
}

function cases(contract: Contract, token: string | undefined, real: Record<string, string>): Case[] {
  const out: Case[] = [];
  const paramsSchema = contract.params ? jsonSchema(contract.params, "input") : { properties: {} };
  const paramNames = Object.keys(paramsSchema.properties ?? {});
  const baseParams = Object.fromEntries(paramNames.map((n) => [n, real[n] ?? "1"]));
  const querySchema = contract.query ? (jsonSchema(contract.query, "input") as Schema) : undefined;
  const baseQuery = querySchema ? (sample(querySchema) as Record<string, unknown>) : {};
  const bodySchema = contract.body ? (jsonSchema(contract.body, "input") as Schema) : undefined;
  const baseBody = bodySchema ? sample(bodySchema) : undefined;

  const queryString = (query: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      for (const item of Array.isArray(v) ? v : [v]) {
        if (item !== undefined && item !== null)
          search.append(k, typeof item === "object" ? JSON.stringify(item) : String(item));
      }
    }
    const text = search.toString();
    return text ? `?${text}` : "";
  };
  const bodyOptions = (body: unknown): CallOptions => {
    if (body === undefined) return { token };
    if (!contract.multipart) return { token, body };
    const form = new FormData();
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      for (const item of Array.isArray(v) ? v : [v]) {
        if (item instanceof Blob) form.append(k, item, "x.png");
        else if (item !== undefined && item !== null)
          form.append(k, typeof item === "object" ? JSON.stringify(item) : String(item));
      }
    }
    return { token, form };
  };
  const call = (
    name: string,
    params: Record<string, string>,
    query: Record<string, unknown>,
    body: unknown,
    options?: CallOptions,
  ) => out.push({ name, url: fill(contract.path, params) + queryString(query), options: options ?? bodyOptions(body) });

  call("baseline", baseParams, baseQuery, baseBody);
  for (const name of paramNames) {
    for (const [label, value] of [
      ["NUL in path", "a\u0000b"],
      ["overflowing id in path", String(OVERFLOW)],
      ["hexadecimal id in path", "0x10"],
      ["spaced id in path", " 1"],
      ["exponent id in path", "1e3"],
      ["1 MB path segment", MEGA],
      ["word in path", "search"],
    ] as const) {
      call(`${label} (${name})`, { ...baseParams, [name]: value }, baseQuery, baseBody);
    }
  }
  for (const { path, schema } of leaves(querySchema, baseQuery)) {
    for (const [label, value] of spoilers(schema)) {
      call(
        `${label} in query ${path.join(".")}`,
        baseParams,
        withValue(baseQuery, path.slice(0, 1), value) as Record<string, unknown>,
        baseBody,
      );
    }
  }
  if (bodySchema) {
    for (const { path, schema } of leaves(bodySchema, baseBody)) {
      if (contract.multipart && path.length > 1) continue;
      for (const [label, value] of spoilers(schema))
        call(`${label} in body ${path.join(".")}`, baseParams, baseQuery, withValue(baseBody, path, value));
    }
    if (!contract.multipart) {
      call("malformed JSON", baseParams, baseQuery, undefined, {
        token,
        body: '{"a":',
        headers: { "content-type": "application/json" },
      });
      call("JSON array body", baseParams, baseQuery, ["a\u0000"]);
      call("JSON string body", baseParams, baseQuery, '"a\\u0000b"');
      call("JSON null body", baseParams, baseQuery, "null");
    } else {
      call("JSON instead of multipart", baseParams, baseQuery, undefined, {
        token,
        body: '{"a":1}',
        headers: { "content-type": "application/json" },
      });
      call("malformed multipart", baseParams, baseQuery, undefined, {
        token,
        body: "--x\r\ncontent-disposition: form-data; name=",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
    }
  } else if (contract.method !== "GET") {
    call("malformed JSON to a call without a body", baseParams, baseQuery, undefined, {
      token,
      body: '{"a":',
      headers: { "content-type": "application/json" },
    });
  }
  return out;
}

let operations: Contract[] = [];
type User = Awaited<ReturnType<typeof liveCaller>>;

beforeAll(async () => {
  await writeBuiltDocument();
  operations = (await listRoutes(routeModules)).flatMap((r) =>
    r.contract && !r.folder.startsWith("/api/auth/") ? [r.contract] : [],
  );
});

describe("no input gives a 5xx", () => {
  it("covers every operation of the route index", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("answers every spoiled call of every operation below 500", { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const contract of operations) {
      // Callers are reused while still valid (a call may change its caller: password, role, deletion).
      const roles: (Role | null)[] =
        contract.access === "public" ? [null] : contract.access === "authenticated" ? ["Leader"] : [...contract.access];
      for (const role of roles) {
        const leader = await liveCaller("Leader");
        const token = role === null ? undefined : (await liveCaller(role)).token;
        for (const c of cases(contract, token, await realParams(contract, leader))) {
          sent++;
          let status: number;
          let detail = "";
          try {
            const res = await api(contract.method, c.url, c.options);
            status = res.status;
            detail = JSON.stringify(res.body)?.slice(0, 200) ?? "";
          } catch (error) {
            status = 599;
            detail = String(error).slice(0, 200);
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push(`${contract.method} ${contract.path} — ${c.name}: ${status} ${detail}`);
        }
      }
    }
    console.log(
      `${operations.length} operations, ${sent} calls; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
