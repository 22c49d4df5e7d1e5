// Request-time routing: case-insensitive API paths (and, later, sale-website hosts).
import { NextResponse, type NextRequest } from "next/server";
import { apiNotFound, canonicalApiPath } from "@/lib/http/canonical-path";

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
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/).*)"],
};
