import "server-only";
// The OpenAPI 3.1 document, built from the contracts of the route modules themselves: the same
// zod schemas that validate requests describe them here.
import { z, type ZodType } from "zod";
import { idSchema, ID_JSON_SCHEMA } from "@/lib/validation/fields";
import type { Contract } from "./contract";

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

export function jsonSchema(schema: ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: (ctx) => {
      if (ctx.zodSchema === idSchema) {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
        Object.assign(ctx.jsonSchema, ID_JSON_SCHEMA);
        return;
      }
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === "file") Object.assign(ctx.jsonSchema, { type: "string", format: "binary" });
      if (def.type === "bigint") Object.assign(ctx.jsonSchema, { type: "integer" });
      if (def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
    },
  }) as Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };
}

function parameters(schema: ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input");
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

export function operation(contract: Contract) {
  const errors = { $ref: "#/components/responses/Error" };
  const success =
    contract.produces === "redirect"
      ? { "302": { description: "Redirect" } }
      : contract.produces === "file"
        ? { "200": { description: "File", content: { "application/octet-stream": {} } } }
        : contract.produces === "html"
          ? { "200": { description: "HTML page", content: { "text/html": {} } } }
          : {
              "200": {
                description: "OK",
                content: { "application/json": { schema: contract.response ? jsonSchema(contract.response, "output") : {} } },
              },
            };
  return {
    summary: contract.summary,
    tags: contract.tags,
    security: contract.access === "public" ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    "x-access": contract.access,
    parameters: [...parameters(contract.params, "path"), ...parameters(contract.query, "query")],
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { [contract.multipart ? "multipart/form-data" : "application/json"]: { schema: jsonSchema(contract.body, "input") } },
          },
        }
      : {}),
    responses: { ...success, "400": errors, "401": errors, "403": errors, "404": errors, "409": errors, "422": errors },
  };
}

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
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { contract } of await listRoutes(routeModules)) {
    if (!contract) continue;
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hamsafar API",
      version: "1.0.0",
      description:
        "REST API of Hamsafar. Fixed path segments are case-insensitive. Errors are `{ errors: [...] }` with Persian messages. Lists take Page and PageSize and answer `{ result, pageCount, totalItemCount }`.",
    },
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      responses: {
        Error: {
          description: "Error",
          content: {
            "application/json": {
              schema: { type: "object", properties: { errors: { type: "array", items: { type: "string" } } }, required: ["errors"] },
            },
          },
        },
      },
    },
  };
}
