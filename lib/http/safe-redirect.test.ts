import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/components/public/auth/callback-path";
import { safeRedirectTarget } from "./safe-redirect";

describe("safeRedirectTarget", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectTarget("/dashboard/tour?x=1#a")).toBe("/dashboard/tour?x=1#a");
    expect(safeRedirectTarget("/auth/verifyEmail?token=abc%20d")).toBe("/auth/verifyEmail?token=abc%20d");
    expect(safeRedirectTarget("dashboard")).toBe("/dashboard");
  });

  it("refuses tab, newline and carriage return tricks, raw or decoded", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "\t//evil.example",
      "/%09/evil.example".replace("%09", "\t"),
      "/ /evil.example",
    ]) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses backslashes, protocol-relative and absolute foreign addresses", () => {
    for (const value of [
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "//evil.example",
      "///evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "https://evil.example/",
      "https:/\\evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//user@evil.example",
      "https://hamsafar.ir@evil.example",
    ]) {
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

  it("allows absolute addresses only on allowed origins (scheme, host and port)", () => {
    const allowedOrigins = ["https://shop.hamsafar.ir"];
    expect(safeRedirectTarget("https://shop.hamsafar.ir/tour/1", { allowedOrigins })).toBe(
      "https://shop.hamsafar.ir/tour/1",
    );
    expect(safeRedirectTarget("https://SHOP.hamsafar.ir:443/", { allowedOrigins })).toBe("https://shop.hamsafar.ir/");
    expect(safeRedirectTarget("https://shop.hamsafar.ir.evil.example/", { allowedOrigins })).toBeNull();
    expect(safeRedirectTarget("javascript://shop.hamsafar.ir/%0aalert(1)", { allowedOrigins })).toBeNull();
    expect(safeRedirectTarget("http://shop.hamsafar.ir/", { allowedOrigins }), "no downgrade to http").toBeNull();
    expect(safeRedirectTarget("https://shop.hamsafar.ir:8443/", { allowedOrigins }), "another port").toBeNull();
    expect(safeRedirectTarget("https://shop.hamsafar.ir/tour/1"), "nothing allowed").toBeNull();
  });

  // The same tricks against the platform (no origin allowed but this site's paths) and against an
  // allowed sale-website host: none may end on another host.
  const site = "https://kuhestan.hamsafar.ir";
  const tricks = [
    // tab, newline, carriage return (browsers drop them)
    `${site}\t.evil.example/`,
    `${site}\n@evil.example`,
    `https:/\t/evil.example`,
    `/\t/evil.example`,
    `\r\n//evil.example`,
    `https://kuhestan.hamsafar.ir\u0000.evil.example/`,
    // backslashes (read as "/")
    `${site}\\@evil.example`,
    `https:\\\\evil.example`,
    `/\\evil.example`,
    `\\\\evil.example/${site}`,
    // encoded
    `${site}%2F@evil.example/`,
    `${site}%40evil.example`,
    `https://evil.example%2Fkuhestan.hamsafar.ir/`,
    `https://evil.example/%2F%2Fkuhestan.hamsafar.ir`,
    // protocol-relative
    "//evil.example/",
    "///evil.example",
    "/.//evil.example",
    "//kuhestan.hamsafar.ir.evil.example/",
    "//evil.example@kuhestan.hamsafar.ir/",
    // user info
    `https://kuhestan.hamsafar.ir@evil.example/`,
    `https://user:pass@kuhestan.hamsafar.ir/`,
    `https://evil.example#@kuhestan.hamsafar.ir`,
    `https://evil.example?@kuhestan.hamsafar.ir`,
    // other schemes
    "javascript:alert(1)",
    `javascript://kuhestan.hamsafar.ir/%0aalert(1)`,
    "data:text/html,<script>alert(1)</script>",
    "ftp://kuhestan.hamsafar.ir/",
  ];
  for (const allowedOrigins of [[], [site]]) {
    it(`never leaves for another host ${allowedOrigins.length ? "with a sale website allowed" : "on the platform"}`, () => {
      for (const value of tricks) {
        const target = safeRedirectTarget(value, { allowedOrigins });
        if (target === null) continue;
        // Followed only as a path of this site or an absolute address of the allowed site.
        const resolved = new URL(target, "https://platform.invalid");
        expect([`https://platform.invalid`, ...allowedOrigins], `${JSON.stringify(value)} -> ${target}`).toContain(
          resolved.origin,
        );
        expect(target.startsWith("//"), JSON.stringify(value)).toBe(false);
      }
    });
  }

  it("refuses the user-info, encoded and protocol-relative tricks outright rather than rewriting them", () => {
    for (const value of [
      `${site}%2F@evil.example/`,
      `https://kuhestan.hamsafar.ir@evil.example/`,
      `https://user:pass@kuhestan.hamsafar.ir/`,
      "//evil.example@kuhestan.hamsafar.ir/",
      `${site}\t.evil.example/`,
      `${site}\\@evil.example`,
    ]) {
      expect(safeRedirectTarget(value, { allowedOrigins: [site] }), JSON.stringify(value)).toBeNull();
    }
  });

  it("is what the login page follows", () => {
    expect(safeCallbackPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeCallbackPath(`${site}/3/tour/7`, [site])).toBe(`${site}/3/tour/7`);
    expect(safeCallbackPath(`${site}/3/tour/7`)).toBeNull();
    expect(safeCallbackPath(`${site}/auth/login?callbackUrl=/`, [site]), "loop guard on a site host too").toBeNull();
    expect(safeCallbackPath("/\t/evil.example")).toBeNull();
    expect(safeCallbackPath("/auth/login?callbackUrl=/x")).toBeNull();
    expect(safeCallbackPath("/AUTH/LOGIN")).toBeNull();
  });
});
