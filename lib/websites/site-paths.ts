// The paths a sale website's host serves, in one table (pure: proxy.ts asks before Next renders). Any other path of a
// site host is the site's own 404 from one kept page (app/(sites)/sites/[host]/%5Funknown/page.tsx), not a render per
// distinct unknown URL: a crawler of made-up paths costs a cached page each and grows nothing (issue 30).
// lib/websites/site-paths.test.ts reads app/(sites)/sites/[host] and pages/sites/[host]: a page or route added there
// and not here fails it, so a new page cannot be forgotten.
import { decodePathSegment } from "./decode-path-segment";
import { isUnknownCalendarMonth } from "./is-unknown-calendar-month";
import { parsePartName } from "./sitemap-xml";

/** Whether a route's dynamic segments (decoded as Next would hand them) are ones its page can answer. */
type Accepts = (params: Record<string, string>, pathname: string) => boolean;

const ids =
  (...names: string[]): Accepts =>
  (params) =>
    names.every((name) => /^\d+$/.test(params[name]));

const calendar: Accepts = (_params, pathname) => !isUnknownCalendarMonth(pathname);

const tourStep = ids("leaderId", "tourId");

/**
 * The site's routes as Next names them under /sites/[host] (app/(sites) and pages/sites alike), each with what its
 * dynamic segments may be. Ids are digits only: whether the record exists is the next question (public-page-id.ts).
 * Not here: `/{leaderId}` (the site has no leader page), to-platform (reached only by proxy.ts's rewrite of a
 * platform-only path, site-route.ts) and the 404s themselves (`_unknown`, the catch-all `[...path]`).
 */
export const SITE_PATHS: ReadonlyArray<{ route: string; accepts?: Accepts }> = [
  { route: "/" },
  { route: "/calendar" },
  { route: "/calendar/[month]", accepts: calendar },
  { route: "/calendar/[month]/[day]", accepts: calendar },
  { route: "/calendar/[month]/[day]/[page]", accepts: calendar },
  { route: "/certificate" },
  { route: "/mag" },
  { route: "/shop" },
  { route: "/tracking" },
  { route: "/my" },
  { route: "/my/ticket/[trackingId]" },
  { route: "/refund-account" },
  { route: "/robots.txt" },
  { route: "/sitemap.xml" },
  { route: "/sitemap/[part]", accepts: (params) => parsePartName(params.part) !== null },
  { route: "/[leaderId]/tour/[tourId]", accepts: tourStep },
  { route: "/[leaderId]/tour/[tourId]/reserve/busSeat", accepts: tourStep },
  { route: "/[leaderId]/tour/[tourId]/reserve/passengersInfo", accepts: tourStep },
  { route: "/[leaderId]/tour/[tourId]/reserve/hold", accepts: tourStep },
  { route: "/[leaderId]/tour/[tourId]/reserve/receipt", accepts: tourStep },
  { route: "/[leaderId]/tour/[tourId]/reserve/finalReceipt", accepts: tourStep },
  { route: "/[leaderId]/tour/ticketPrint", accepts: ids("leaderId") },
  { route: "/[leaderId]/product/[productId]", accepts: ids("leaderId", "productId") },
  { route: "/[leaderId]/product/[productId]/reserve", accepts: ids("leaderId", "productId") },
  { route: "/[leaderId]/product/[productId]/reserve/receipt", accepts: ids("leaderId", "productId") },
];

const ROUTES = SITE_PATHS.map(({ route, accepts }) => ({
  parts: route === "/" ? [] : route.slice(1).split("/"),
  accepts,
}));

/** Whether a site host's path (as the request names it, percent-encoded) is one of the site's pages. */
export function servesSitePath(pathname: string): boolean {
  // Next redirects a trailing slash away before proxy.ts runs; one here is the same page all the same.
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const segments = path === "/" ? [] : path.slice(1).split("/");
  return ROUTES.some(({ parts, accepts }) => {
    if (parts.length !== segments.length) return false;
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const dynamic = /^\[(\w+)\]$/.exec(parts[i])?.[1];
      if (!dynamic) {
        if (parts[i] !== segments[i]) return false;
        continue;
      }
      const value = segments[i] ? decodePathSegment(segments[i]) : null;
      if (!value) return false;
      params[dynamic] = value;
    }
    return !accepts || accepts(params, path);
  });
}
