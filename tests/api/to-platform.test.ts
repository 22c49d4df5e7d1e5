// The site tree's to-platform handler (proxy.ts rewrites a site host's login, panels and tariff to
// it): an absolute redirect to the platform — never a relative one, which the browser would resolve
// against the site host and loop — keeping the login's way back to the site.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/(sites)/sites/[host]/to-platform/[[...path]]/route";
import { env } from "@/lib/config/env";

const platform = new URL(env.publicUrl);
const port = platform.port ? `:${platform.port}` : "";

async function call(host: string, path: string[], search = "") {
  const request = new NextRequest(`http://${host}/sites/${host}/to-platform/${path.join("/")}${search}`, {
    headers: { host },
  });
  return GET(request, { params: Promise.resolve({ host, path }) });
}

describe("to-platform", () => {
  it("sends a site's login to the platform's, with the way back to the site", async () => {
    const res = await call(`kuhestan.localhost${port}`, ["auth", "login"], "?callbackUrl=%2Ftracking");
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe(platform.origin);
    expect(location.pathname).toBe("/auth/login");
    expect(location.searchParams.get("callbackUrl")).toBe(`${platform.protocol}//kuhestan.localhost${port}/tracking`);
  });

  it("sends the panels and the tariff page to the same path on the platform", async () => {
    const res = await call(`kuhestan.localhost${port}`, ["dashboard", "websiteMaker"], "?a=1");
    expect(res.headers.get("location")).toBe(`${platform.origin}/dashboard/websiteMaker?a=1`);
  });
});
