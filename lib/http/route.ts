import "server-only";
// The one route-handler wrapper. Every app/api/**/route.ts is `export const GET = route(contract, fn)`:
// it resolves the caller, checks the role, validates params, query and body with the contract's zod
// schemas, runs the domain function and shapes the answer. Any failure becomes `{ errors: [...] }`
// with a 4xx status; an unexpected error is logged and answered 500 without details.
import type { NextRequest } from "next/server";
import { ZodError, type z, type ZodType } from "zod";
import { InvalidCredentials, resolveCaller, type Caller } from "@/lib/auth/caller";
import { FIELD_LABELS } from "@/lib/validation/labels";
import { isIdSchema } from "@/lib/validation/fields";
import { MESSAGES } from "@/lib/validation/z";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "@/lib/validation/zod-namespace";
import { jsonTextResponse } from "./json-text-response";
import { toJsonText } from "./json-text";
import { TransactionLimitError } from "@/lib/db/transaction-limits";
import { bodyLimit, type Access, type Contract } from "./contract";
import { crossSiteRefusal } from "./cross-site";
import { ApiError, errorBody, forbidden, notFound, unauthorized } from "./errors";
import { HTTP_MESSAGES } from "./messages";
import { assertPageDepth } from "./assert-page-depth";
// Every call may pay or release a bill: the purposes' handlers are installed before any runs.
import "@/lib/wiring/bill-purposes";

type Out<T> = T extends ZodType ? z.output<T> : Record<string, never>;

/** What a service may hand the wrapper for a schema's value: the wire turns a Date into a string and a BigInt into a number. */
type ServiceValue<T> = T extends Date | bigint
  ? T
  : T extends string
    ? T | Date
    : T extends number
      ? T | bigint
      : T extends readonly (infer U)[]
        ? readonly ServiceValue<U>[]
        : T extends object
          ? { [K in keyof T]: ServiceValue<T[K]> }
          : T;
/** A handler's result: its contract's response (in service form), a Response of its own, or nothing (`{ success: true }`). */
type ResultFor<C extends Contract> = C["response"] extends ZodType
  ? ServiceValue<z.input<C["response"]>> | Response | undefined | void
  : unknown;
type CallerFor<A extends Access> = A extends "public" ? Caller | null : Caller;

export interface RouteContext<C extends Contract> {
  req: NextRequest;
  caller: CallerFor<C["access"]>;
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  body: Out<C["body"]>;
}

export type RouteHandler = ((
  req: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>) & {
  contract: Contract;
  /** Answers a body the server hook cut at its limit (scripts/request-limits.ts lists the route as guarded). */
  guarded: true;
};
const UNCONFIRMED_MESSAGE = "حساب کاربری شما هنوز توسط اپراتور تایید نشده است.";

function label(path: PropertyKey[]): string | null {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === "number") parts.push(`ردیف ${(key + 1).toLocaleString("fa-IR")}`);
    // A field without a Persian label is left unnamed rather than named in English.
    else if (FIELD_LABELS[String(key)]) parts.push(FIELD_LABELS[String(key)]);
  }
  return parts.length ? parts.join(" › ") : null;
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

export function validationMessages(error: ZodError): string[] {
  // `.int()` refuses a number past 2^53 with its own too_big ("at most 9,007,199,254,740,991"): beside the field's
  // own maximum it names a limit the field does not have (1e20 as an amount read two maxima), so the field's is kept.
  const issues = error.issues.filter(
    (issue) =>
      !(
        issue.code === "too_big" &&
        issue.origin === "int" &&
        error.issues.some(
          (other) =>
            other !== issue && other.code === "too_big" && other.origin !== "int" && samePath(other.path, issue.path),
        )
      ),
  );
  const messages = issues.map((issue) => {
    const where = label(issue.path);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)];
}

function parse<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, validationMessages(result.error), "invalid_input");
  return result.data;
}

/**
 * Path parameters: an id segment the route cannot read (a word where an id goes, "0x10", an id beyond
 * int4) names nothing, so the answer is 404 like any unknown path; a control character in a segment
 * is refused with the 400 of the string rule; other parameters (codes a person typed) keep their 400.
 */
function parseParams<T extends ZodType>(schema: T, input: Record<string, string | string[]>): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const values = Object.values(input).flat();
  if (values.some((value) => CONTROL_CHARACTERS.test(value)))
    throw new ApiError(400, [CONTROL_CHARACTER_MESSAGE], "control_character");
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  if (result.error.issues.every((issue) => isIdSchema(shape[String(issue.path[0])])))
    throw notFound(HTTP_MESSAGES.notFound, "not_found");
  throw new ApiError(400, validationMessages(result.error), "invalid_input");
}

/** Query string as an object whose keys take the schema's spelling whatever the caller's case. */
function queryObject(params: URLSearchParams, schema: ZodType | undefined) {
  const shape = (schema as unknown as { shape?: Record<string, unknown> })?.shape ?? {};
  const canonical = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const key = canonical.get(rawKey.replace(/\[\]$/, "").toLowerCase()) ?? rawKey;
    const previous = out[key];
    out[key] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return out;
}

/** The body's bytes, counted as they arrive: past `limit` reading stops and the answer is 413 (nothing of it is kept). */
async function readLimited(req: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new ApiError(413, [HTTP_MESSAGES.tooLarge], "too_large");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client hung up mid-body: nothing to parse.
    throw new ApiError(400, [MESSAGES.invalid], "invalid_input");
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readBody(req: NextRequest, contract: Contract): Promise<unknown> {
  const limit = bodyLimit(contract);
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new ApiError(413, [HTTP_MESSAGES.tooLarge], "too_large");
  if (contract.multipart) {
    const type = req.headers.get("content-type") ?? "";
    if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
      throw new ApiError(415, [HTTP_MESSAGES.unsupportedMedia], "unsupported_media_type");
    }
    const bytes = await readLimited(req, limit);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw new ApiError(400, [MESSAGES.invalid], "invalid_input");
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of form) {
      if (value instanceof File && value.size > limit) throw new ApiError(413, [HTTP_MESSAGES.tooLarge], "too_large");
      out[key] = out[key] === undefined ? value : ([] as unknown[]).concat(out[key], value);
    }
    return out;
  }
  const text = new TextDecoder().decode(await readLimited(req, limit));
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, [HTTP_MESSAGES.badJson], "invalid_json");
  }
}

function authorize(contract: Contract, caller: Caller | null) {
  if (contract.access === "public") return;
  if (!caller) throw unauthorized(HTTP_MESSAGES.unauthorized, "unauthorized");
  if (contract.access !== "authenticated" && !contract.access.includes(caller.role))
    throw forbidden(HTTP_MESSAGES.forbidden, "forbidden");
  if (!caller.canLogin && !contract.allowUnconfirmed) throw forbidden(UNCONFIRMED_MESSAGE, "account_unconfirmed");
}

/** BigInt (money) goes out as a plain JSON number; dates as ISO strings (json-text.ts). With the API's security headers. */
export function jsonResponse(data: unknown, init?: ResponseInit) {
  return jsonTextResponse(toJsonText(data), init);
}

function prismaError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !/^P\d{4}$/.test(code)) return null;
  if (code === "P2002") return new ApiError(409, ["این مورد قبلاً ثبت شده است."], "duplicate");
  if (code === "P2025") return new ApiError(404, [HTTP_MESSAGES.notFound], "not_found");
  if (code === "P2003") return new ApiError(400, [MESSAGES.invalid], "invalid_reference");
  return null;
}

/**
 * A transaction that reached one of its limits (lib/db/transaction-limits.ts) on either path: the pg
 * path's TransactionLimitError; Prisma's P2028 (no connection within maxWait, or past its timeout) and
 * P2024 (pool); PostgreSQL's statement timeout (57014), raw or wrapped by Prisma's adapter.
 */
function reachedTransactionLimit(error: unknown): boolean {
  if (error instanceof TransactionLimitError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "P2028" || code === "P2024" || code === "57014") return true;
  return /\b57014\b|canceling statement due to statement timeout/.test(
    String((error as Error | null)?.message) + JSON.stringify((error as { meta?: unknown } | null)?.meta ?? {}),
  );
}

export function errorResponse(error: unknown): Response {
  if (reachedTransactionLimit(error)) {
    // Not a fault of the request: the database is behind. Logged, so an operator sees it beside the metrics.
    console.warn("[db] transaction limit reached:", (error as Error).message.split("\n")[0]);
    return jsonResponse(errorBody([HTTP_MESSAGES.busy], ["server_busy"]), { status: 503 });
  }
  if (error instanceof ApiError) return jsonResponse(errorBody(error.messages, [error.code]), { status: error.status });
  if (error instanceof InvalidCredentials)
    return jsonResponse(errorBody([HTTP_MESSAGES.unauthorized], ["unauthorized"]), { status: 401 });
  if (error instanceof ZodError)
    return jsonResponse(errorBody(validationMessages(error), ["invalid_input"]), { status: 400 });
  const known = prismaError(error);
  if (known) return jsonResponse(errorBody(known.messages, [known.code]), { status: known.status });
  console.error("[api] unexpected error", error);
  return jsonResponse(errorBody([HTTP_MESSAGES.server], ["server_error"]), { status: 500 });
}

export function route<const C extends Contract, R extends ResultFor<C>>(
  contract: C,
  fn: (ctx: RouteContext<C>) => Promise<R> | R,
): RouteHandler {
  const handler = async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const authorization = contract.serviceToken ? null : req.headers.get("authorization");
      let caller = await resolveCaller({ authorization, cookie: (name) => req.cookies.get(name)?.value });
      if (caller && !authorization) {
        // Signed in by the cookie: a state change must come from this site (lib/http/cross-site.ts).
        // A public call still serves the cross-site page, as an anonymous one.
        const refusal = crossSiteRefusal(req);
        if (refusal && contract.access !== "public") throw refusal;
        if (refusal) caller = null;
      }
      authorize(contract, caller);
      const params = contract.params ? parseParams(contract.params, (await context?.params) ?? {}) : {};
      const query = contract.query ? parse(contract.query, queryObject(req.nextUrl.searchParams, contract.query)) : {};
      const body = contract.body ? parse(contract.body, await readBody(req, contract)) : undefined;
      assertPageDepth(query);
      assertPageDepth(body);
      const result = await fn({ req, caller, params, query, body } as RouteContext<C>);
      if (result instanceof Response) return result;
      if (result === undefined) return jsonResponse({ success: true });
      return jsonResponse(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return Object.assign(handler, { contract, guarded: true as const });
}
