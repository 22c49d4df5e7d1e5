// Where proxy.ts sends a page request, decided from the host alone (pure: no database). A site
// host's pages are rewritten to the site tree app/(sites)/sites/[host]/…; whether that host is a
// live site is looked up (cached) by the site's pages, which answer a Persian 404 for unknown ones.
import { normalizeHostname, parseHost, type HostConfig } from "./host";

/** The site tree's URL prefix; on the platform host it is never reachable directly. */
export const SITES_PREFIX = "/sites";

/** Paths every host serves as they are: API calls, build assets, the tour page's islands script, uploads, the sandbox gateway and the icon. */
const SHARED = /^\/(?:api|_next|islands|uploads|fonts|payment)(?:\/|$)|^\/(?:favicon\.ico|icon\.svg)$/i;

/** The platform's own pages: on a site host they redirect to the platform (login, panels, tariff). */
const PLATFORM_ONLY = /^\/(?:auth|dashboard|adminDashboard|tariff|homePage)(?:\/|$)/;

export type SiteRoute = { rewrite: string } | { notFound: true } | { toPlatform: true } | null;

export function siteRoute(host: string | null, pathname: string, config: HostConfig): SiteRoute {
  if (SHARED.test(pathname)) return null;
  const parsed = parseHost(host, config);
  if (parsed.kind === "platform") {
    return pathname === SITES_PREFIX || pathname.startsWith(`${SITES_PREFIX}/`) ? { notFound: true } : null;
  }
  if (parsed.kind === "invalid") return { notFound: true };
  if (PLATFORM_ONLY.test(pathname)) return { toPlatform: true };
  const path = pathname === "/" ? "" : pathname;
  return { rewrite: `${SITES_PREFIX}/${parsed.hostname}${path}` };
}

/**
 * Where a site host's platform-only page goes on the platform. The login page keeps the way back:
 * its callbackUrl (a path, or none = the site's home) is made absolute on the site's host, so the
 * traveller returns to the site once signed in — the login page follows it only when that host is
 * an active site (lib/websites/redirect-target.ts), so a forged Host leads nowhere.
 */
export function platformUrl(
  host: string | null,
  pathname: string,
  search: string,
  config: HostConfig & { publicUrl: string },
): URL {
  const { publicUrl } = config;
  const url = new URL(`${pathname}${search}`, publicUrl);
  if (!/^\/auth\/login\/?$/.test(pathname)) return url;
  const parsed = parseHost(host, config);
  if (parsed.kind !== "subDomain" && parsed.kind !== "domain") return url;
  const port = /:(\d{1,5})$/.exec(host ?? "")?.[1];
  const siteOrigin = `${new URL(publicUrl).protocol}//${parsed.hostname}${port ? `:${port}` : ""}`;
  const callback = url.searchParams.get("callbackUrl");
  if (callback && (!callback.startsWith("/") || callback.startsWith("//"))) return url;
  const back = new URL(callback ?? "/", siteOrigin);
  if (back.origin !== siteOrigin) return url;
  url.searchParams.set("callbackUrl", back.href);
  return url;
}

/** Where proxy.ts rewrites a site host's platform-only page: the route handler that redirects it. */
export function toPlatformPath(host: string | null, pathname: string): string {
  return `${SITES_PREFIX}/${normalizeHostname(host) ?? "invalid"}/to-platform${pathname}`;
}
