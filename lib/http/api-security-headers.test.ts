// The reservation call skips proxy.ts (its matcher, read here the way Next reads it), and the route
// wrapper's answers carry the API's security headers themselves.
import { NextRequest } from "next/server";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { ApiError } from "./errors";
import { errorResponse, jsonResponse } from "./route";

// Next's own reading of a matcher (exported at run time, not in its types).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => { regexp: string }[];
};
const proxyRuns = (path: string) =>
  getMiddlewareMatchers(config.matcher, {}).some((m) => new RegExp(m.regexp).test(path));

describe("the reservation call without proxy.ts", () => {
  it("is the only path with numeric ids the proxy's matcher leaves out", () => {
    expect(proxyRuns("/api/tour/8/reservation/session/13")).toBe(false);
    expect(proxyRuns("/api/tour/8/reservation/session/13/")).toBe(false);
    // Another spelling is made canonical by the proxy; a word where an id goes, or a longer path, still meets it.
    for (const path of [
      "/api/Tour/8/Reservation/Session/13",
      "/api/tour/8/reservation/session/x",
      "/api/tour/8/reservation/session/13/more",
      "/api/tour/search",
      "/api/nothing",
      "/12/tour/5",
      "/",
      "/tariff",
    ]) {
      expect(proxyRuns(path), path).toBe(true);
    }
  });

  it("answers with the same security headers the proxy gives every API answer", () => {
    const fromProxy = proxy(new NextRequest(new URL("/api/Tour/search", "http://localhost:3000"))).headers;
    const fromRoute = jsonResponse({ ok: true }).headers;
    for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(fromRoute.get(name), name).toBe(fromProxy.get(name));
      expect(fromRoute.get(name), name).toBeTruthy();
    }
    expect(errorResponse(new ApiError(409, ["x"], "already_registered")).headers.get("content-security-policy")).toBe(
      fromProxy.get("content-security-policy"),
    );
  });
});
