// The sitemap XML and robots.txt of both hosts, without a server.
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-txt";
import { gzipSync } from "node:zlib";
import { gzippedSitemapResponse, parsePartName, partPath, sitemapXml } from "./sitemap-xml";

describe("sitemapXml", () => {
  it("writes a urlset with each URL's lastmod, escaped", () => {
    const xml = sitemapXml("urlset", "https://a.example", [
      { path: "/1/tour/2", lastmod: "2026-11-28T10:00:00.000Z" },
      { path: "/?a=1&b=2" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://a.example/1/tour/2</loc><lastmod>2026-11-28T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://a.example/?a=1&amp;b=2</loc></url>");
  });

  it("writes an index naming each part with its lastmod", () => {
    const xml = sitemapXml("index", "https://a.example", [
      { path: partPath("tours", 1), lastmod: "2026-11-01T00:00:00.000Z" },
      { path: partPath("tours", 50_001), lastmod: "2026-11-02T00:00:00.000Z" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain(
      "<sitemap><loc>https://a.example/sitemap/tours-50001.xml</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></sitemap>",
    );
  });
});

describe("parsePartName", () => {
  it("reads a part's kind and first id, and refuses anything else", () => {
    expect(parsePartName("tours-50001.xml")).toEqual({ kind: "tours", from: 50_001 });
    expect(parsePartName("pages.xml")).toEqual({ kind: "pages", from: 0 });
    for (const bad of ["tours-0.xml", "tours-01.xml", "tours-1", "tours-9999999999.xml", "Tours-1.xml", "../x.xml"])
      expect(parsePartName(bad)).toBeNull();
  });
});

describe("robotsTxt", () => {
  it("opens the public pages, closes panels, API and reserve steps, and names the sitemap", () => {
    const txt = robotsTxt("https://hamsafar.example");
    const lines = txt.trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const closed of ["/api/", "/dashboard", "/adminDashboard", "/auth/", "/*/reserve", "/payment/", "/my"])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).toContain("Allow: /api/tour/*/places");
    expect(lines.at(-1)).toBe("Sitemap: https://hamsafar.example/sitemap.xml");
  });

  it("closes an inactive site whole", () => {
    expect(robotsTxt(null)).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("a part kept gzipped", () => {
  it("is answered as its XML, for the server's compression to encode", async () => {
    const xml = sitemapXml("urlset", "https://hamsafar.ir", [
      { path: "/3/tour/12", lastmod: "2026-11-29T00:00:00.000Z" },
    ]);
    const res = gzippedSitemapResponse(gzipSync(xml));
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await res.text()).toBe(xml);
  });
});
