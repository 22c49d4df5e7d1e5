// A chunked request body that outgrew its route's limit is cut by the server hook
// (scripts/request-guard.mjs) before Next buffers more of it; the hook lists the request's id in a
// set on globalThis (one process: the hook and the route handlers share it). The route wrapper
// answers such a request 413 instead of reading what arrived.
export const REQUEST_ID_HEADER = "x-hamsafar-request";
export const CUT_REQUESTS = Symbol.for("hamsafar.cutRequests");

export function bodyWasCut(headers: Headers): boolean {
  const id = headers.get(REQUEST_ID_HEADER);
  const cut = (globalThis as { [CUT_REQUESTS]?: Set<string> })[CUT_REQUESTS];
  return !!id && !!cut?.has(id);
}
