import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { contentSecurityPolicy, pageKind } from "./security-headers";

const request = (url: string) => {
  const parsed = new URL(url, "http://localhost:3000");
  return new NextRequest(parsed, { headers: { host: parsed.host } });
};
const get = (path: string) => proxy(request(path));

describe("security headers", () => {
  it("panels, auth and payment pages: nonce'd scripts only, never framed", async () => {
    for (const path of [
      "/dashboard",
      "/dashboard/tour",
      "/adminDashboard/users",
      "/auth/login",
      "/payment/sandbox/abc",
    ]) {
      expect(pageKind(path), path).toBe("strict");
      const res = await get(path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(csp).not.toContain("unsafe-inline' 'unsafe");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("worker-src 'self'");
      // The sandbox gateway's form returns the buyer to their sale website's host: forms may lead
      // to https hosts and local *.localhost sites, never to plain-http elsewhere.
      expect(csp).toContain("form-action 'self' https: http://*.localhost:*");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("a new nonce for every request, handed to Next in the request's policy", async () => {
    const a = (await get("/auth/login")).headers.get("content-security-policy");
    const b = (await get("/auth/login")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
    expect((await get("/auth/login")).headers.get("x-middleware-request-content-security-policy")).toMatch(/'nonce-/);
  });

  it("public (cached) pages: this site's scripts only, no framing by other sites", async () => {
    for (const path of ["/", "/12/tour/5", "/tracking", "/homePage"]) {
      const res = await get(path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).not.toContain("nonce-");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("a sale website's content pages (and only they) allow the approved owner scripts' hosts", async () => {
    const scripts = async (url: string) =>
      /script-src [^;]*/.exec((await proxy(request(url))).headers.get("content-security-policy")!)![0];
    for (const url of [
      "http://tours.localhost:3000/",
      "http://tours.localhost:3000/shop",
      "http://tours.localhost:3000/mag",
      "http://tours.localhost:3000/12/tour/5",
    ]) {
      expect(await scripts(url), url).toBe("script-src 'self' 'unsafe-inline' https:");
    }
    for (const url of [
      "http://tours.localhost:3000/12/tour/5/reserve/passengersInfo",
      "http://tours.localhost:3000/12/tour/ticketPrint",
      "http://localhost:3000/",
      "http://localhost:3000/12/tour/5",
    ]) {
      expect(await scripts(url), url).toBe("script-src 'self' 'unsafe-inline'");
    }
  });

  it("owner scripts of a sale website are added only when its page passes them", async () => {
    expect(contentSecurityPolicy({ kind: "public", ownerScriptSources: ["https://cdn.owner.example"] })).toContain(
      "script-src 'self' 'unsafe-inline' https://cdn.owner.example",
    );
    expect(contentSecurityPolicy({ kind: "strict", nonce: "n" })).not.toContain("owner");
  });

  it("API answers: nothing may load or frame them", async () => {
    const res = await get("/api/Tour/search");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const missing = await get("/api/nothing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
