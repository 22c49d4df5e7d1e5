import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/client/callback-path";
import { safeRedirectTarget } from "./safe-redirect";

describe("safeRedirectTarget", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectTarget("/dashboard/tour?x=1#a")).toBe("/dashboard/tour?x=1#a");
    expect(safeRedirectTarget("/auth/verifyEmail?token=abc%20d")).toBe("/auth/verifyEmail?token=abc%20d");
    expect(safeRedirectTarget("dashboard")).toBe("/dashboard");
  });

  it("refuses tab, newline and carriage return tricks, raw or decoded", () => {
    for (const value of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "\t//evil.example", "/%09/evil.example".replace("%09", "\t"), "/ /evil.example"]) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses backslashes, protocol-relative and absolute foreign addresses", () => {
    for (const value of ["/\\evil.example", "\\\\evil.example", "/\\/evil.example", "//evil.example", "///evil.example", "/.//evil.example", "/..//evil.example",
      "https://evil.example/", "https:/\\evil.example", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//user@evil.example", "https://hamsafar.ir@evil.example"]) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("answers a scheme-relative spelling with this site's path, never the spelling itself", () => {
    expect(safeRedirectTarget("http:evil.example")).toBe("/evil.example");
  });

  it("keeps encoded slashes and tabs encoded: they stay a path of this site", () => {
    expect(safeRedirectTarget("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeRedirectTarget("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectTarget("/%5Cevil.example")).toBe("/%5Cevil.example");
    expect(safeRedirectTarget("%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("allows absolute addresses only on allowed hosts", () => {
    const allowedHosts = ["shop.hamsafar.ir"];
    expect(safeRedirectTarget("https://shop.hamsafar.ir/tour/1", { allowedHosts })).toBe("https://shop.hamsafar.ir/tour/1");
    expect(safeRedirectTarget("https://SHOP.hamsafar.ir/", { allowedHosts })).toBe("https://shop.hamsafar.ir/");
    expect(safeRedirectTarget("https://shop.hamsafar.ir.evil.example/", { allowedHosts })).toBeNull();
    expect(safeRedirectTarget("javascript://shop.hamsafar.ir/%0aalert(1)", { allowedHosts })).toBeNull();
  });

  it("is what the login page follows", () => {
    expect(safeCallbackPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeCallbackPath("/\t/evil.example")).toBeNull();
    expect(safeCallbackPath("/auth/login?callbackUrl=/x")).toBeNull();
    expect(safeCallbackPath("/AUTH/LOGIN")).toBeNull();
  });
});
