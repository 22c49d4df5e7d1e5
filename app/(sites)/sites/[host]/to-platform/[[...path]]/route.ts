// A site host's platform-only page (login, panels, tariff): proxy.ts rewrites it here and this answers
// the redirect to the platform (platformUrl keeps the login's way back to the site). It is a route
// handler, not a redirect from proxy.ts, because Next makes a proxy's redirect to its own configured
// host relative (`/auth/login`), which the browser would resolve against the site host: a loop.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { platformUrl } from "@/lib/websites/site-route";

export function GET(request: NextRequest, { params }: { params: Promise<{ host: string; path?: string[] }> }) {
  return params.then(({ path }) => {
    const pathname = `/${(path ?? []).map(encodeURIComponent).join("/")}`;
    const target = platformUrl(request.headers.get("host"), pathname, request.nextUrl.search, {
      rootDomain: env.rootDomain,
      publicUrl: env.publicUrl,
    });
    return NextResponse.redirect(target, 307);
  });
}
