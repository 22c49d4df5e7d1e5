// The reservation call skips proxy.ts (its matcher) and gets the API's security headers from
// next.config.ts instead: both read here the way Next reads them.
import { NextRequest } from "next/server";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import { PROXY_FREE_API_SOURCE } from "./api-security-headers";

// Next's own reading of a matcher (exported at run time, not in its types).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: string[], nextConfig: object) => { regexp: string }[] };
const proxyRuns = (path: string) => getMiddlewareMatchers(config.matcher, {}).some((m) => new RegExp(m.regexp).test(path));

describe("the reservation call without proxy.ts", () => {
  it("is the only path with numeric ids the proxy's matcher leaves out", () => {
    expect(proxyRuns("/api/tour/8/reservation/session/13")).toBe(false);
    expect(proxyRuns("/api/tour/8/reservation/session/13/")).toBe(false);
    // Another spelling is made canonical by the proxy; a word where an id goes, or a longer path, still meets it.
    for (const path of ["/api/Tour/8/Reservation/Session/13", "/api/tour/8/reservation/session/x", "/api/tour/8/reservation/session/13/more", "/api/tour/search", "/api/nothing", "/12/tour/5", "/", "/tariff"]) {
      expect(proxyRuns(path), path).toBe(true);
    }
  });

  it("gets from next.config.ts the same security headers the proxy gives every API answer", async () => {
    const rules = await nextConfig.headers!();
    const rule = rules.find((r) => r.source === PROXY_FREE_API_SOURCE)!;
    expect(getPathMatch(rule.source)("/api/tour/8/reservation/session/13")).toEqual({ tourId: "8", sessionId: "13" });
    const fromProxy = proxy(new NextRequest(new URL("/api/Tour/search", "http://localhost:3000"))).headers;
    expect(rule.headers.length).toBe(4);
    for (const { key, value } of rule.headers) expect(fromProxy.get(key), key).toBe(value);
  });
});
