// Request-time routing: case-insensitive API paths and sale-website hosts (lib/websites/site-route.ts),
// and the security headers of every answer (lib/http/security-headers.ts).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { apiNotFound, canonicalApiPath } from "@/lib/http/canonical-path";
import { applySecurityHeaders, contentSecurityPolicy, isSaleSiteContentPage, newNonce, OWNER_SCRIPT_SOURCES, pageKind } from "@/lib/http/security-headers";
import { siteRoute, toPlatformPath } from "@/lib/websites/site-route";

function route(request: NextRequest, requestHeaders: Headers): Response {
  const { pathname } = request.nextUrl;
  if (/^\/api\//i.test(pathname)) {
    const canonical = canonicalApiPath(pathname);
    if (!canonical) return apiNotFound();
    if (canonical !== pathname) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      return NextResponse.rewrite(url, { request: { headers: requestHeaders } });
    }
    return NextResponse.next({ request: { headers: requestHeaders } });
  }
  const site = siteRoute(request.headers.get("host"), pathname, { rootDomain: env.rootDomain });
  if (site && "toPlatform" in site) {
    // Answered by app/(sites)/sites/[host]/to-platform (a redirect from here would be made relative).
    const url = request.nextUrl.clone();
    url.pathname = toPlatformPath(request.headers.get("host"), pathname);
    return NextResponse.rewrite(url);
  }
  if (site) {
    const url = request.nextUrl.clone();
    url.pathname = "notFound" in site ? "/_site-not-found" : site.rewrite;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export function proxy(request: NextRequest) {
  const kind = pageKind(request.nextUrl.pathname);
  const nonce = kind === "strict" ? newNonce() : undefined;
  const ownerScripts = kind === "public" && isSaleSiteContentPage(request.headers.get("host"), request.nextUrl.pathname, { rootDomain: env.rootDomain });
  const policy = contentSecurityPolicy({ kind, nonce, dev: env.NODE_ENV === "development", ownerScriptSources: ownerScripts ? OWNER_SCRIPT_SOURCES : [] });
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce from the request's policy and puts it on its scripts.
  if (nonce) requestHeaders.set("content-security-policy", policy);
  const response = route(request, requestHeaders);
  applySecurityHeaders(response.headers, policy, kind);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/).*)"],
};
