// Where a browser may be sent after login, payment or impersonation when the address came from a
// request (callbackUrl and the like). Pure: used by server pages, routes and browser code alike.
//
// The value is parsed as a URL against a placeholder origin, as a browser would resolve it, and
// followed only when it resolves to this site (answered as a path) or to an allowed host (a sale
// website, answered as an absolute https/http URL). Refused before parsing: control characters
// (browsers drop tab/newline, so "/\t/evil.example" would become "//evil.example"), spaces and
// backslashes (browsers read "\" as "/"). Refused after parsing: a path that starts with "//"
// ("/.//evil.example" normalises to it), user info, other schemes (javascript:, data:).

const PLACEHOLDER = "http://same-origin.invalid";

export interface RedirectOptions {
  /**
   * Origins (scheme://host[:port]) besides this site that may be redirected to: the platform's own
   * absolute URL and active sale websites (lib/websites/redirect-target.ts finds them, cached).
   */
  allowedOrigins?: readonly string[];
}

/**
 * The target as a browser would resolve it: `{ path }` for this site (normalised, never starting with
 * "//"), `{ url }` for an absolute http(s) address of another origin without user info, or null.
 * Whether that other origin may be followed is the caller's question (safeRedirectTarget).
 */
export function parseRedirectTarget(value: unknown): { path: string } | { url: URL } | null {
  if (typeof value !== "string" || !value || value.length > 2048) return null;
  if (/[\u0000-\u0020\u007F-\u009F\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === PLACEHOLDER) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("//") ? null : { path };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return { url };
}

export function safeRedirectTarget(value: unknown, options: RedirectOptions = {}): string | null {
  const target = parseRedirectTarget(value);
  if (!target) return null;
  if ("path" in target) return target.path;
  if (target.url.pathname.startsWith("//")) return null;
  return options.allowedOrigins?.includes(target.url.origin) ? target.url.href : null;
}
