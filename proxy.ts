// Request-time routing: case-insensitive API paths and sale-website hosts (lib/websites/site-route.ts),
// and the security headers of every answer (lib/http/security-headers.ts).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { apiNotFound, canonicalApiPath } from "@/lib/http/canonical-path";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  isSaleSiteContentPage,
  newNonce,
  OWNER_SCRIPT_SOURCES,
  pageKind,
} from "@/lib/http/security-headers";
import { publicPageExists } from "@/lib/websites/public-page-exists";
import { canonicalIdPath } from "@/lib/websites/canonical-id-path";
import { publicPageId, UNKNOWN_PAGE_SEGMENT } from "@/lib/websites/public-page-id";
import { siteRoute, toPlatformPath } from "@/lib/websites/site-route";
import { siteCalendarPageId } from "@/lib/websites/site-calendar-page-id";
import { siteFeaturePageId } from "@/lib/websites/site-feature-page-id";
import { servesSitePath } from "@/lib/websites/site-paths";

/**
 * Whether a page names a leader, tour or product that does not exist (lib/websites/public-page-id.ts):
 * one indexed read (lib/websites/public-page-exists.ts) instead of a render per unknown id. When the
 * lookup cannot answer (the database is down), Next renders the page as it would have.
 */
async function namesUnknownRecord(pathname: string, siteHost?: string | null): Promise<boolean> {
  try {
    // On a site host also a calendar day's later page (lib/websites/site-calendar-page-id.ts) and the shop, magazine and
    // certificate (lib/websites/site-feature-page-id.ts): their leader is the host's.
    const page =
      publicPageId(pathname) ??
      (siteHost === undefined
        ? null
        : ((await siteCalendarPageId(siteHost, pathname)) ?? (await siteFeaturePageId(siteHost, pathname))));
    if (!page) return false;
    if ("unknown" in page) return true;
    return !(await publicPageExists(page));
  } catch {
    return false;
  }
}

/** `requestHeaders`: the request's headers with the nonce'd policy, when the page gets one; else Next passes the request on as it came. */
async function route(request: NextRequest, requestHeaders: Headers | undefined): Promise<Response> {
  const passOn = requestHeaders ? { request: { headers: requestHeaders } } : undefined;
  const { pathname } = request.nextUrl;
  if (/^\/api\//i.test(pathname)) {
    const canonical = canonicalApiPath(pathname);
    if (!canonical) return apiNotFound();
    if (canonical !== pathname) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      return NextResponse.rewrite(url, passOn);
    }
    return NextResponse.next(passOn);
  }
  // One spelling per id-addressed page, on both hosts (lib/websites/canonical-id-path.ts): `/007/tour/5` → 308 `/7/tour/5`.
  const canonical = canonicalIdPath(pathname);
  if (canonical) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }
  const host = request.headers.get("host");
  const site = siteRoute(host, pathname, { rootDomain: env.rootDomain });
  if (site && "toPlatform" in site) {
    // Answered by app/(sites)/sites/[host]/to-platform (a redirect from here would be made relative).
    const url = request.nextUrl.clone();
    url.pathname = toPlatformPath(host, pathname);
    return NextResponse.rewrite(url);
  }
  if (site) {
    const url = request.nextUrl.clone();
    url.pathname = "notFound" in site ? "/_site-not-found" : site.rewrite;
    // A path the site does not have (lib/websites/site-paths.ts: /no-such-page, a calendar month that cannot exist,
    // /{digits}: the site has no leader page), a page for an id that does not exist, a calendar day's page past its
    // last or a shop, magazine or certificate the site does not have (Pages Router pages, whose 404 would be the platform's): the site's own 404 in its frame, rendered once per
    // site and kept (app/(sites)/sites/[host]/%5Funknown/page.tsx), whatever the number of distinct paths asked.
    if ("rewrite" in site && (!servesSitePath(pathname) || (await namesUnknownRecord(pathname, host))))
      url.pathname = `${site.rewrite.slice(0, -pathname.length)}/${UNKNOWN_PAGE_SEGMENT}`;
    return NextResponse.rewrite(url);
  }
  if (await namesUnknownRecord(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${UNKNOWN_PAGE_SEGMENT}`;
    return NextResponse.rewrite(url, passOn);
  }
  return NextResponse.next(passOn);
}

export async function proxy(request: NextRequest) {
  const kind = pageKind(request.nextUrl.pathname);
  const nonce = kind === "strict" ? newNonce() : undefined;
  const ownerScripts =
    kind === "public" &&
    isSaleSiteContentPage(request.headers.get("host"), request.nextUrl.pathname, { rootDomain: env.rootDomain });
  const policy = contentSecurityPolicy({
    kind,
    nonce,
    dev: env.NODE_ENV === "development",
    ownerScriptSources: ownerScripts ? OWNER_SCRIPT_SOURCES : [],
  });
  // Next reads the nonce from the request's policy and puts it on its scripts. Only then are the
  // request's headers handed on changed: Next copies every header of a changed request once more.
  const requestHeaders = nonce ? new Headers(request.headers) : undefined;
  requestHeaders?.set("content-security-policy", policy);
  const response = await route(request, requestHeaders);
  applySecurityHeaders(response.headers, policy, kind);
  return response;
}

export const config = {
  // Not the reservation call with numeric ids (already canonical): the route wrapper's answers carry the
  // API's security headers (lib/http/api-security-headers.ts). A literal: Next reads it without running this file.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/|api/tour/[0-9]+/reservation/session/[0-9]+/?$).*)"],
};
