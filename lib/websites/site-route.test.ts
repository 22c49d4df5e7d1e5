import { describe, expect, it } from "vitest";
import { siteRoute } from "./site-route";

const config = { rootDomain: "localhost" };

describe("siteRoute", () => {
  it("rewrites a site host's pages to the site tree", () => {
    expect(siteRoute("kuhestan.localhost:3108", "/", config)).toEqual({ rewrite: "/sites/kuhestan.localhost" });
    expect(siteRoute("kuhestan.localhost:3108", "/3/tour/12/reserve/busSeat", config)).toEqual({ rewrite: "/sites/kuhestan.localhost/3/tour/12/reserve/busSeat" });
    expect(siteRoute("Tour.Example.com", "/robots.txt", config)).toEqual({ rewrite: "/sites/tour.example.com/robots.txt" });
  });

  it("leaves the platform, API calls, assets, uploads and the gateway alone", () => {
    expect(siteRoute("localhost:3108", "/", config)).toBeNull();
    expect(siteRoute("localhost:3108", "/3", config)).toBeNull();
    for (const path of ["/api/sale-website", "/_next/static/x.js", "/uploads/a.jpg", "/payment/sandbox/A1", "/favicon.ico"]) {
      expect(siteRoute("kuhestan.localhost", path, config), path).toBeNull();
    }
  });

  it("sends the platform's own pages from a site host to the platform", () => {
    expect(siteRoute("kuhestan.localhost", "/auth/login", config)).toEqual({ toPlatform: true });
    expect(siteRoute("kuhestan.localhost", "/dashboard/websiteMaker", config)).toEqual({ toPlatform: true });
    expect(siteRoute("kuhestan.localhost", "/authors", config)).toEqual({ rewrite: "/sites/kuhestan.localhost/authors" });
  });

  it("hides the site tree on the platform host and refuses invalid hosts", () => {
    expect(siteRoute("localhost", "/sites/kuhestan.localhost", config)).toEqual({ notFound: true });
    expect(siteRoute("bad_host", "/", config)).toEqual({ notFound: true });
  });
});
