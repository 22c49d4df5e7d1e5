import { describe, expect, it } from "vitest";
import { platformUrl, siteRoute, toPlatformPath } from "./site-route";

const config = { rootDomain: "localhost" };

describe("siteRoute", () => {
  it("rewrites a site host's pages to the site tree", () => {
    expect(siteRoute("kuhestan.localhost:3108", "/", config)).toEqual({ rewrite: "/sites/kuhestan.localhost" });
    expect(siteRoute("kuhestan.localhost:3108", "/3/tour/12/reserve/busSeat", config)).toEqual({
      rewrite: "/sites/kuhestan.localhost/3/tour/12/reserve/busSeat",
    });
    expect(siteRoute("Tour.Example.com", "/robots.txt", config)).toEqual({
      rewrite: "/sites/tour.example.com/robots.txt",
    });
  });

  it("leaves the platform, API calls, assets, uploads and the gateway alone", () => {
    expect(siteRoute("localhost:3108", "/", config)).toBeNull();
    expect(siteRoute("localhost:3108", "/3", config)).toBeNull();
    for (const path of [
      "/api/sale-website",
      "/_next/static/x.js",
      "/uploads/a.jpg",
      "/islands/tour-islands-AB12.js",
      "/payment/sandbox/A1",
      "/favicon.ico",
      "/icon.svg",
    ]) {
      expect(siteRoute("kuhestan.localhost", path, config), path).toBeNull();
    }
  });

  it("sends the platform's own pages from a site host to the platform", () => {
    expect(siteRoute("kuhestan.localhost", "/auth/login", config)).toEqual({ toPlatform: true });
    expect(siteRoute("kuhestan.localhost", "/dashboard/websiteMaker", config)).toEqual({ toPlatform: true });
    expect(siteRoute("kuhestan.localhost", "/authors", config)).toEqual({
      rewrite: "/sites/kuhestan.localhost/authors",
    });
  });

  it("hides the site tree on the platform host and refuses invalid hosts", () => {
    expect(siteRoute("localhost", "/sites/kuhestan.localhost", config)).toEqual({ notFound: true });
    expect(siteRoute("bad_host", "/", config)).toEqual({ notFound: true });
  });
});

describe("platformUrl", () => {
  const platform = { rootDomain: "localhost", publicUrl: "http://localhost:3108" };
  const callbackOf = (url: URL) => url.searchParams.get("callbackUrl");

  it("sends a site's login to the platform's with the way back to the site", () => {
    expect(callbackOf(platformUrl("kuhestan.localhost:3108", "/auth/login", "", platform))).toBe(
      "http://kuhestan.localhost:3108/",
    );
    const url = platformUrl("kuhestan.localhost:3108", "/auth/login", "?callbackUrl=%2F3%2Ftour%2F7%3Fs%3D1", platform);
    expect(url.origin).toBe("http://localhost:3108");
    expect(url.pathname).toBe("/auth/login");
    expect(callbackOf(url)).toBe("http://kuhestan.localhost:3108/3/tour/7?s=1");
    const custom = platformUrl("tours.example.com", "/auth/login", "", {
      rootDomain: "hamsafar.ir",
      publicUrl: "https://hamsafar.ir",
    });
    expect(callbackOf(custom)).toBe("https://tours.example.com/");
  });

  it("keeps an absolute or tricky callback as it came (the login page judges it) and other pages untouched", () => {
    for (const search of [
      "?callbackUrl=https%3A%2F%2Fevil.example%2F",
      "?callbackUrl=%2F%2Fevil.example",
      "?callbackUrl=%2F%09%2Fevil.example",
      "?callbackUrl=%2F%5Cevil.example",
    ]) {
      const url = platformUrl("kuhestan.localhost:3108", "/auth/login", search, platform);
      expect(url.search, search).toBe(search);
    }
    expect(platformUrl("kuhestan.localhost", "/dashboard/websiteMaker", "?a=1", platform).href).toBe(
      "http://localhost:3108/dashboard/websiteMaker?a=1",
    );
    expect(platformUrl("localhost:3108", "/auth/login", "", platform).search).toBe("");
  });
});

describe("toPlatformPath", () => {
  it("hands a site host's platform-only page to the redirecting route handler of the site tree", () => {
    expect(toPlatformPath("Kuhestan.localhost:3108", "/auth/login")).toBe(
      "/sites/kuhestan.localhost/to-platform/auth/login",
    );
    expect(toPlatformPath("tours.example.com", "/dashboard/websiteMaker")).toBe(
      "/sites/tours.example.com/to-platform/dashboard/websiteMaker",
    );
  });
});
