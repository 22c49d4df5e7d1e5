// The one error module: services throw ApiError; the route wrapper turns any error into
// `{ errors: [...], codes: [...] }` with the right status, and never leaks a stack trace.
// `errors` holds the Persian messages the spec shows; `codes` holds stable machine-readable
// codes (snake_case, e.g. `seat_taken`) that the UI branches on instead of the wording.
import { HTTP_MESSAGES } from "./messages";

export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

/** The code an error carries when its thrower named none: one per status. */
export const DEFAULT_CODES: Record<ApiStatus, string> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "too_large",
  415: "unsupported_media_type",
  422: "rule_violated",
  429: "too_many_requests",
  502: "upstream_failed",
};

export class ApiError extends Error {
  readonly code: string;
  constructor(
    readonly status: ApiStatus,
    readonly messages: string[],
    code?: string,
  ) {
    super(messages.join(" | "));
    this.code = code ?? DEFAULT_CODES[status];
  }
}

const list = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

export const badRequest = (m: string | string[], code?: string) => new ApiError(400, list(m), code);
export const unauthorized = (m: string = HTTP_MESSAGES.unauthorized, code?: string) => new ApiError(401, [m], code);
export const forbidden = (m: string = HTTP_MESSAGES.forbidden, code?: string) => new ApiError(403, [m], code);
export const notFound = (m: string = HTTP_MESSAGES.notFound, code?: string) => new ApiError(404, [m], code);
export const conflict = (m: string | string[], code?: string) => new ApiError(409, list(m), code);
export const unprocessable = (m: string | string[], code?: string) => new ApiError(422, list(m), code);
export const tooManyRequests = (m: string, code?: string) => new ApiError(429, [m], code);
/** An upstream service (a payment gateway) failed or did not answer. */
export const badGateway = (m: string, code?: string) => new ApiError(502, [m], code);

export function errorBody(messages: string[], codes: string[] = []) {
  return { errors: messages, codes };
}
