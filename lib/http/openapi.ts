import "server-only";
// The OpenAPI 3.1 document, built from the contracts of the route modules themselves: the same
// zod schemas that validate requests describe them here.
import { z, type ZodType } from "zod";
import { isIdSchema, ID_JSON_SCHEMA } from "@/lib/validation/fields";
import { DATE_TIME_PATTERN } from "@/lib/validation/patterns";
import { UPLOAD_IMAGE_TYPES } from "./media-types";
import type { Contract } from "./contract";
import catalogue from "./error-catalogue.json";
import type { ErrorCode } from "./errors";

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

const CONTROLS = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f";
/** Text without the control characters z.string() refuses (CONTROL_CHARACTERS of lib/validation/zod-namespace.ts). */
export const NO_CONTROL_CHARACTERS = `^[^${CONTROLS}]*$`;
/** …and not blank: a required text is trimmed before its minimum is checked, so spaces alone are not enough. */
export const FILLED_TEXT = `^[^${CONTROLS}]*[^\\s${CONTROLS}][^${CONTROLS}]*$`;

type ZodDef = { type: string; in?: { _zod: { def: ZodDef } }; out?: { _zod: { def: ZodDef } } };

/** Whether a string schema trims its value before its checks (`.trim()` is its one overwrite check). */
function trimmed(schema: unknown): boolean {
  const checks = (schema as { _zod: { def: { checks?: { _zod: { def: { check: string } } }[] } } })._zod.def.checks;
  return (checks ?? []).some((check) => check._zod.def.check === "overwrite");
}

export function jsonSchema(schema: ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: (ctx) => {
      if (isIdSchema(ctx.zodSchema)) {
        const { description } = ctx.jsonSchema as { description?: string };
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
        Object.assign(ctx.jsonSchema, ID_JSON_SCHEMA, description ? { description } : {});
        return;
      }
      const def = (ctx.zodSchema as unknown as { _zod: { def: ZodDef } })._zod.def;
      // An upload is an image whatever its part says (the server reads the format from the bytes).
      if (def.type === "file")
        Object.assign(ctx.jsonSchema, {
          type: "string",
          format: "binary",
          contentMediaType: UPLOAD_IMAGE_TYPES.join(", "),
        });
      if (def.type === "bigint") Object.assign(ctx.jsonSchema, { type: "integer" });
      // A date is read from ISO 8601 text of a real day in the years 1000–9999 (strict-coerce.ts): `format`
      // alone admits year 0001 and calendar days PostgreSQL or the rule refuse.
      if (def.type === "date")
        Object.assign(
          ctx.jsonSchema,
          { type: "string", format: "date-time" },
          io === "input" ? { pattern: DATE_TIME_PATTERN } : {},
        );
      // z.string() refuses control characters (lib/validation/zod-namespace.ts), and a required text is
      // trimmed first: a text field without a pattern of its own says both (the contract fuzzer's findings;
      // the field patterns of lib/validation/patterns.ts already leave control characters out).
      const json = ctx.jsonSchema as Record<string, unknown>;
      if (
        io === "input" &&
        def.type === "string" &&
        json.type === "string" &&
        !json.pattern &&
        !json.format &&
        !json.enum
      )
        json.pattern = Number(json.minLength) > 0 && trimmed(ctx.zodSchema) ? FILLED_TEXT : NO_CONTROL_CHARACTERS;
    },
  }) as Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };
}

/** Whether a query field takes `?name=` as absent (the list filters read blank as no filter). */
function takesBlank(schema: ZodType, name: string): boolean {
  const result = schema.safeParse({ [name]: "" });
  return result.success || !result.error.issues.some((issue) => issue.path[0] === name);
}

function parameters(schema: ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input");
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const blank = where === "query" && !required.has(name) && takesBlank(schema, name);
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      // A blank value the server reads as absent is stated, so that a generated client may send it too.
      schema: blank && !admitsBlank(property) ? { anyOf: [property, { type: "string", const: "" }] } : property,
    };
  });
}

/** Whether a parameter's schema already admits "" (a text without a minimum or pattern, say). */
function admitsBlank(property: Record<string, unknown>): boolean {
  if (Array.isArray(property.anyOf))
    return property.anyOf.some((branch) => admitsBlank(branch as Record<string, unknown>));
  if (property.type !== "string" || Number(property.minLength) > 0 || property.format || property.enum) return false;
  return typeof property.pattern !== "string" || new RegExp(property.pattern as string, "u").test("");
}

/** The body of every error answer (lib/http/errors.ts `errorBody`). */
export const ERROR_SCHEMA = {
  type: "object",
  properties: {
    errors: { type: "array", items: { type: "string" } },
    codes: { type: "array", items: { type: "string" } },
  },
  required: ["errors", "codes"],
  additionalProperties: false,
} as const;

type Codes = Partial<Record<ErrorCode, readonly number[]>>;

/**
 * What any call may answer, whatever its contract: a body over the limit (the front door
 * server/front-door.ts refuses it before it is read), a control character or a malformed value, a failed sign-in, the
 * database's guards (duplicate, a missing or dangling row), an overloaded or crashed server.
 * scripts/error-codes.mjs fails `npm run lint` when lib/http throws a code that is neither here nor
 * one `wrapperCodes` can give.
 */
export const ANY_OPERATION_CODES = [
  "control_character",
  "duplicate",
  "invalid_input",
  "invalid_reference",
  "not_found",
  "server_busy",
  "server_error",
  "too_large",
  "unauthorized",
] as const satisfies readonly ErrorCode[];

/** Every code `wrapperCodes` may add, whatever the contract's shape. */
export const WRAPPER_CODES = [
  "account_unconfirmed",
  "cross_site",
  "forbidden",
  "invalid_input",
  "invalid_json",
  "too_large",
  "unauthorized",
  "unsupported_media_type",
] as const satisfies readonly ErrorCode[];

/** A code any call may answer besides its contract's own `errors` (the typed client's `CodesOf`). */
export type AnyCallCode = (typeof ANY_OPERATION_CODES)[number] | (typeof WRAPPER_CODES)[number];

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The codes the route wrapper itself answers for this contract's shape (lib/http/route.ts). */
export function wrapperCodes(contract: Contract): (typeof WRAPPER_CODES)[number][] {
  const codes: (typeof WRAPPER_CODES)[number][] = [];
  const signedIn = contract.access !== "public";
  if (contract.params || contract.query || contract.body) codes.push("invalid_input");
  if (contract.body && !contract.multipart) codes.push("invalid_json");
  if (contract.body) codes.push("too_large", "unsupported_media_type");
  if (signedIn) codes.push("unauthorized");
  // A cookie-authenticated change from another site or with another body type (lib/http/cross-site.ts).
  if (signedIn && STATE_CHANGING.has(contract.method)) codes.push("cross_site", "unsupported_media_type");
  if (Array.isArray(contract.access)) codes.push("forbidden");
  if (signedIn && !contract.allowUnconfirmed) codes.push("account_unconfirmed");
  return codes;
}

/**
 * Every code an operation may answer, with its statuses from the catalogue (lib/http/error-catalogue.json):
 * those of any call, the wrapper's for this contract, and the domain codes the contract declares (`errors`).
 */
export function operationCodes(contract: Contract): Codes {
  const codes = [...ANY_OPERATION_CODES, ...wrapperCodes(contract), ...contract.errors];
  return Object.fromEntries(codes.map((code) => [code, catalogue[code]]));
}

function errorResponses(codes: Codes) {
  const byStatus = new Map<number, string[]>();
  for (const [code, statuses] of Object.entries(codes))
    for (const status of statuses ?? []) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: `Error; codes: ${list.sort().join(", ")}`,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, "x-codes": list } },
        },
      ]),
  );
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A readable, stable id from the method and the path: `GET /api/Tour/{tourId}/sales-summary` is
 * `getTourByTourIdSalesSummary`. Unique because no two operations share a method and a path
 * (tests/api/openapi.int.test.ts); a contract may name its own with `operationId`.
 */
export function operationId(contract: Contract): string {
  if (contract.operationId) return contract.operationId;
  const words = contract.path
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1] : segment)
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal);
      return param ? ["By", ...parts] : parts;
    });
  return contract.method.toLowerCase() + words.join("");
}

function success(contract: Contract) {
  if (contract.produces === "redirect")
    return {
      // 303 See Other: the browser follows it with a GET, whatever the call's method.
      "303": {
        description: "هدایت مرورگر",
        headers: { Location: { description: "نشانی مقصد", schema: { type: "string" } } },
      },
    };
  if (contract.produces === "file") {
    const file = { schema: { type: "string", format: "binary" } };
    return {
      "200": { description: "فایل", content: Object.fromEntries(contract.fileTypes.map((type) => [type, file])) },
    };
  }
  if (contract.produces === "html")
    return { "200": { description: "صفحهٔ HTML", content: { "text/html": { schema: { type: "string" } } } } };
  return {
    "200": {
      description: "پاسخ موفق",
      content: { "application/json": { schema: contract.response ? jsonSchema(contract.response, "output") : {} } },
    },
  };
}

/** A body's schema; a form's file fields also name their media types (the multipart `encoding`). */
function requestContent(schema: ReturnType<typeof jsonSchema>, multipart: boolean) {
  if (!multipart) return { schema };
  const files = Object.entries(schema.properties ?? {}).filter(([, field]) => field.format === "binary");
  if (!files.length) return { schema };
  return {
    schema,
    encoding: Object.fromEntries(files.map(([name]) => [name, { contentType: UPLOAD_IMAGE_TYPES.join(", ") }])),
  };
}

export function operation(contract: Contract) {
  const codes = operationCodes(contract);
  return {
    operationId: operationId(contract),
    summary: contract.summary,
    tags: contract.tags,
    security: contract.serviceToken
      ? [{ serviceToken: [] }]
      : contract.access === "public"
        ? []
        : [{ bearerAuth: [] }, { sessionCookie: [] }],
    "x-access": contract.access,
    parameters: [...parameters(contract.params, "path"), ...parameters(contract.query, "query")],
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              [contract.multipart ? "multipart/form-data" : "application/json"]: requestContent(
                jsonSchema(contract.body, "input"),
                !!contract.multipart,
              ),
            },
          },
        }
      : {}),
    responses: { ...success(contract), ...errorResponses(codes) },
    "x-error-codes": Object.keys(codes).sort(),
  };
}

/** The outline of what buildOpenApiDocument() answers (GET /api/openapi.json). */
export const openApiDocumentSchema = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  paths: z.record(
    z.string(),
    z.partialRecord(
      z.enum(["get", "post", "put", "delete", "patch"]),
      z.looseObject({
        operationId: z.string(),
        summary: z.string(),
        responses: z.record(z.string(), z.unknown()),
        "x-error-codes": z.array(z.string()),
      }),
    ),
  ),
  components: z.looseObject({
    securitySchemes: z.record(z.string(), z.unknown()),
    schemas: z.record(z.string(), z.unknown()),
  }),
});

export interface RouteEntry {
  /** Folder path, e.g. /api/users/self/balance */
  folder: string;
  method: string;
  contract?: Contract;
}

/** The generated app/api/route-index.ts: route folder → lazy import of its module. */
export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

/** Every exported method of every route module, with its contract when it was built with route(). */
export async function listRoutes(routeModules: RouteModules): Promise<RouteEntry[]> {
  const entries: RouteEntry[] = [];
  for (const [folder, load] of Object.entries(routeModules)) {
    const mod = await load();
    for (const method of METHODS) {
      const handler = mod[method] as { contract?: Contract } | undefined;
      if (handler) entries.push({ folder, method, contract: handler.contract });
    }
  }
  return entries;
}

export async function buildOpenApiDocument(routeModules: RouteModules) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const { contract } of await listRoutes(routeModules)) {
    if (!contract) continue;
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Hamsafar API",
      version: "1.0.0",
      description:
        "REST API of Hamsafar. Fixed path segments are case-insensitive. Errors are `{ errors: [...], codes: [...] }`: Persian messages to show and stable snake_case codes to branch on (each operation lists its codes in `x-error-codes` and per status). Lists take Page and PageSize and answer `{ result, pageCount, totalItemCount }`.",
    },
    // Relative: the document is served by the API it describes, on whichever host serves it.
    servers: [{ url: "/", description: "همین سرور (نشانی‌ها نسبت به میزبانی که این سند را داده است)" }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        serviceToken: { type: "http", scheme: "bearer", description: "رمز سرویس (METRICS_TOKEN برای /api/metrics)" },
      },
      schemas: {
        Error: ERROR_SCHEMA,
      },
    },
  };
}
