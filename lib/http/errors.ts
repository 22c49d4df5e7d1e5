// The one error module: services throw ApiError; the route wrapper turns any error into
// `{ errors: [...], codes: [...] }` with the right status, and never leaks a stack trace.
// `errors` holds the Persian messages the spec shows; `codes` holds stable machine-readable
// codes (snake_case, e.g. `seat_taken`) that the UI branches on instead of the wording.
//
// A code must come from the catalogue, lib/http/error-catalogue.json (code → the statuses it is
// answered with): `ErrorCode` is the union of its keys, so the compiler refuses an error without a
// code or with a code the catalogue does not list. A new code: add it there (with its status), then
// throw it; `node scripts/route-manifest.mjs` lists it in the OpenAPI operations that may answer it.
import type catalogue from "./error-catalogue.json";

export type ApiStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** Every stable error code (type only: the catalogue is not bundled into the browser). */
export type ErrorCode = keyof typeof catalogue;

/** The generic code of each status (the wrapper's and the database guards' answers). */
export const DEFAULT_CODES: Record<ApiStatus, ErrorCode> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "too_large",
  415: "unsupported_media_type",
  422: "rule_violated",
  429: "too_many_requests",
  502: "upstream_failed",
  503: "server_busy",
};

export class ApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    readonly messages: string[],
    readonly code: ErrorCode,
  ) {
    super(messages.join(" | "));
  }
}

const list = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

export const badRequest = (m: string | string[], code: ErrorCode) => new ApiError(400, list(m), code);
export const unauthorized = (m: string, code: ErrorCode) => new ApiError(401, [m], code);
export const forbidden = (m: string, code: ErrorCode) => new ApiError(403, [m], code);
export const notFound = (m: string, code: ErrorCode) => new ApiError(404, [m], code);
export const conflict = (m: string | string[], code: ErrorCode) => new ApiError(409, list(m), code);
export const unprocessable = (m: string | string[], code: ErrorCode) => new ApiError(422, list(m), code);
export const tooManyRequests = (m: string, code: ErrorCode) => new ApiError(429, [m], code);
/** An upstream service (a payment gateway) failed or did not answer. */
export const badGateway = (m: string, code: ErrorCode) => new ApiError(502, [m], code);
/** A service we depend on (the mail server) is unreachable or refused; trying again later may work. */
export const serviceUnavailable = (m: string, code: ErrorCode) => new ApiError(503, [m], code);

export function errorBody(messages: string[], codes: ErrorCode[]) {
  return { errors: messages, codes };
}
