// The reservation call skips proxy.ts (its matcher never matches that path), and the route
// wrapper's answers carry the API's security headers themselves.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { ApiError } from "./errors";
import { errorResponse, jsonResponse } from "./route";

// The matcher is one path-to-regexp pattern made of a single regex group, "/(…)", which Next matches
// against the whole path: the same group anchored at both ends (no private Next module needed).
const proxyRuns = (path: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(path));

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

  it("answers with the same security headers the proxy gives every API answer", async () => {
    const fromProxy = (await proxy(new NextRequest(new URL("/api/Tour/search", "http://localhost:3000")))).headers;
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
