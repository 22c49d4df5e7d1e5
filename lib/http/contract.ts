// A route's contract: its method, spec path and zod schemas. The same object validates requests
// in the route wrapper and describes the call in the OpenAPI document (lib/http/openapi.ts).
import type { ZodType } from "zod";
import { z } from "@/lib/validation/z";
import type { Role } from "@/lib/db/generated/enums";
import type { ErrorCode } from "./errors";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** "public": anyone; "authenticated": any signed-in user; or the roles allowed. */
export type Access = "public" | "authenticated" | readonly Role[];

interface ContractBase<P extends ZodType, Q extends ZodType, B extends ZodType> {
  method: Method;
  /**
   * Path as the spec spells it, with `{param}` placeholders, e.g. `/api/Users/Self/balance`. The
   * template type keeps each contract's path a literal type, which the typed client checks against.
   */
  path: `/api/${string}`;
  /** Persian, one line: what the call does (the OpenAPI document's `summary`). */
  summary: string;
  /** The OpenAPI `operationId`; by default derived from the method and the path (lib/http/openapi.ts `operationId`). */
  operationId?: string;
  tags: string[];
  access: Access;
  /** Leaders and affiliates whose account is not yet confirmed may still call this (profile completion). */
  allowUnconfirmed?: boolean;
  /**
   * The Authorization header carries a service's bearer token that the handler checks itself (METRICS_TOKEN
   * for GET /api/metrics), not a user's: the wrapper leaves it alone. Only with `access: "public"`.
   */
  serviceToken?: true;
  params?: P;
  query?: Q;
  /** JSON body, or with `multipart: true` the fields of a multipart/form-data body. */
  body?: B;
  multipart?: boolean;
  /** Largest accepted body in bytes (JSON default 1 MiB, multipart default 10 MiB). */
  maxBodyBytes?: number;
  /**
   * The domain error codes this call may answer, from the catalogue (lib/http/error-catalogue.json, which
   * gives each its status); `[]` when it has none. Not the wrapper's own codes, which follow from the
   * contract's shape (lib/http/openapi.ts `wrapperCodes`), nor those any call may answer (`ANY_OPERATION_CODES`).
   * scripts/error-codes.mjs fails `npm run lint` when the code the route reaches throws one not listed here.
   */
  errors: readonly ErrorCode[];
}

/**
 * A call answering JSON declares what it answers (`response`, in wire form: lib/http/wire.ts);
 * one answering a redirect, a file or an HTML page says so in `produces` instead. The compiler
 * refuses a contract with neither; tests/helpers/api.ts checks each JSON answer against `response`.
 */
export type Contract<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
> = ContractBase<P, Q, B> &
  (
    | { response: ZodType; produces?: "json" }
    | { produces: "redirect" | "html"; response?: ZodType }
    /** `fileTypes`: the media types the handler sends (lib/http/media-types.ts); tests/helpers/api.ts holds each answer to them. */
    | { produces: "file"; fileTypes: readonly [string, ...string[]]; response?: ZodType }
  );

/** A JSON body's default limit; a multipart body's; a route without a body schema (next-auth's forms) may still get this much. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024;
export const NO_BODY_LIMIT = 64 * 1024;
/** Pages take bodies only for server actions: Next's own default (serverActions.bodySizeLimit, 1 MB). */
export const PAGE_BODY_LIMIT = 1024 * 1024;

/** The largest body this contract's call accepts, in bytes (the front door, server/request-rules.ts, refuses more before it is read). */
export function bodyLimit(contract: Contract): number {
  if (!contract.body) return NO_BODY_LIMIT;
  return contract.maxBodyBytes ?? (contract.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT);
}

/** Keeps the literal types (`access` above all), from which the wrapper types `caller` as present. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** The answer of a call whose handler returns nothing (lib/http/route.ts answers `{ success: true }`). */
export const successResponse = z.object({ success: z.literal(true) });
