// Request-time routing: case-insensitive API paths and sale-website hosts (lib/websites/site-route.ts).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { apiNotFound, canonicalApiPath } from "@/lib/http/canonical-path";
import { siteRoute } from "@/lib/websites/site-route";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (/^\/api\//i.test(pathname)) {
    const canonical = canonicalApiPath(pathname);
    if (!canonical) return apiNotFound();
    if (canonical !== pathname) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      return NextResponse.rewrite(url);
    }
    return NextResponse.next();
  }
  const site = siteRoute(request.headers.get("host"), pathname, { rootDomain: env.rootDomain });
  if (site && "toPlatform" in site) {
    return NextResponse.redirect(new URL(`${pathname}${request.nextUrl.search}`, env.publicUrl), 307);
  }
  if (site) {
    const url = request.nextUrl.clone();
    url.pathname = "notFound" in site ? "/_site-not-found" : site.rewrite;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/).*)"],
};
