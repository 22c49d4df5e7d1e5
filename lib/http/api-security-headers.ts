// The security headers of an API answer: nothing may load it as a page, frame it or post a form to it.
// proxy.ts sets them on every answer it sees, and the route wrapper's JSON answers carry them too
// (lib/http/route.ts, jsonResponse): the reservation call is left out of proxy.ts's matcher (the one
// anonymous POST on the hot path: Next would copy its body for the proxy and run the proxy for a path
// that is already canonical), and its answers must not lose them. Next keeps the first value of a
// header set twice, so a route the proxy also sees answers each header once.

export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer carries besides the CSP: a page's and the API's differ only in framing. */
export function baseSecurityHeaders(kind: "strict" | "public" | "api"): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": kind === "public" ? "SAMEORIGIN" : "DENY",
  };
}

/** Every security header of an API answer. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
  ...baseSecurityHeaders("api"),
};
