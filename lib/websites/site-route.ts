// Where proxy.ts sends a page request, decided from the host alone (pure: no database). A site
// host's pages are rewritten to the site tree app/(sites)/sites/[host]/…; whether that host is a
// live site is looked up (cached) by the site's pages, which answer a Persian 404 for unknown ones.
import { parseHost, type HostConfig } from "./host";

/** The site tree's URL prefix; on the platform host it is never reachable directly. */
export const SITES_PREFIX = "/sites";

/** Paths every host serves as they are: API calls, build assets, uploads and the sandbox gateway. */
const SHARED = /^\/(?:api|_next|uploads|fonts|payment)(?:\/|$)|^\/favicon\.ico$/i;

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
