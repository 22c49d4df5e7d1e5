// The security headers of an API answer: nothing may load it as a page, frame it or post a form to it.
// proxy.ts sets them on every answer it sees. The reservation call is left out of proxy.ts's matcher
// (the one anonymous POST on the hot path: Next would copy its body for the proxy and run the proxy for
// a path that is already canonical), so next.config.ts sets the same headers on that path. No imports:
// next.config.ts loads this file before the app's path aliases exist.

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The reservation call as next.config.ts's headers() spells it; proxy.ts's matcher leaves out the same paths. */
export const PROXY_FREE_API_SOURCE = "/api/tour/:tourId(\\d+)/reservation/session/:sessionId(\\d+)";

/** Headers every answer carries besides the CSP: for an API answer, a page's and the API's differ only in framing. */
export function baseSecurityHeaders(kind: "strict" | "public" | "api"): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": kind === "public" ? "SAMEORIGIN" : "DENY",
  };
}

/** next.config.ts's headers() entry for the paths proxy.ts does not see. */
export function apiSecurityHeaders(): { key: string; value: string }[] {
  return [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }, ...Object.entries(baseSecurityHeaders("api")).map(([key, value]) => ({ key, value }))];
}
