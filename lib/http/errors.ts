// The one error module: services throw ApiError; the route wrapper turns any error into
// `{ errors: [...] }` with the right status, and never leaks a stack trace.
import { HTTP_MESSAGES } from "./messages";

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502,
    readonly messages: string[],
  ) {
    super(messages.join(" | "));
  }
}

const list = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

export const badRequest = (m: string | string[]) => new ApiError(400, list(m));
export const unauthorized = (m: string = HTTP_MESSAGES.unauthorized) => new ApiError(401, [m]);
export const forbidden = (m: string = HTTP_MESSAGES.forbidden) => new ApiError(403, [m]);
export const notFound = (m: string = HTTP_MESSAGES.notFound) => new ApiError(404, [m]);
export const conflict = (m: string | string[]) => new ApiError(409, list(m));
export const unprocessable = (m: string | string[]) => new ApiError(422, list(m));
export const tooManyRequests = (m: string) => new ApiError(429, [m]);
/** An upstream service (a payment gateway) failed or did not answer. */
export const badGateway = (m: string) => new ApiError(502, [m]);

export function errorBody(messages: string[]) {
  return { errors: messages };
}
