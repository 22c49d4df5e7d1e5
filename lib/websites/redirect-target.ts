import "server-only";
// Where the browser may be sent after login, payment or impersonation when the address came from a
// request: a path of this site, the platform's own absolute URL, or an active sale website
// (`<sub>.<ROOT_DOMAIN>`, `<sub>.localhost` in development, or an approved custom domain). The
// string tricks (tab, newline, backslash, encoded or protocol-relative addresses, user info) are
// refused by the pure parser (lib/http/safe-redirect.ts); the site is looked up through the cached
// host lookup (resolve-site-host.ts), so a flood of made-up hosts never costs a query each.
import { env } from "@/lib/config/env";
import { parseRedirectTarget, safeRedirectTarget } from "@/lib/http/safe-redirect";
import { activeSiteOrigin } from "./trusted-origin";

export interface AllowedRedirect {
  /** The target to send the browser to (a path, or an absolute URL of an allowed origin). */
  target: string;
  /** The origins the browser's own check must allow for it (empty for a path). */
  allowedOrigins: string[];
}

export async function allowedRedirectTarget(value: unknown): Promise<AllowedRedirect | null> {
  const parsed = parseRedirectTarget(value);
  if (!parsed) return null;
  if ("path" in parsed) return { target: parsed.path, allowedOrigins: [] };
  const platform = new URL(env.publicUrl).origin;
  const origins =
    parsed.url.origin === platform
      ? [platform]
      : [await activeSiteOrigin(parsed.url.host)].filter((o): o is string => !!o);
  const target = safeRedirectTarget(value, { allowedOrigins: origins });
  return target ? { target, allowedOrigins: origins } : null;
}

/**
 * A server-built absolute redirect (the gateway's return to the buyer's host): kept when it leads to
 * the platform or an active sale website, else the same path and query on the platform (a site that
 * lapsed meanwhile, a stored address that was tampered with).
 */
export async function onAllowedOrigin(absolute: string): Promise<string> {
  const allowed = await allowedRedirectTarget(absolute);
  if (allowed && !allowed.target.startsWith("/")) return allowed.target;
  const url = new URL(absolute, env.publicUrl);
  return new URL(`${url.pathname.replace(/^\/+/, "/")}${url.search}`, env.publicUrl).href;
}
