// Search engines over HTTP on both hosts: robots.txt, the sitemap indexes and their parts, and one
// canonical address per tour — the sale website's while its leader has an active one (the seeded
// leader's kuhestan), named by both copies; the platform's for a leader without a site.
import { expect, test, type Page } from "@playwright/test";
import { registerUser } from "./helpers";
import { createTour } from "./public-flow";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const platform = (path = "/") => `http://localhost:${PORT}${path}`;
const site = (sub: string, path = "/") => `http://${sub}.localhost:${PORT}${path}`;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** A GET in the browser (Chromium resolves *.localhost to loopback; Node's request client does not). */
async function fetchText(page: Page, url: string) {
  const res = (await page.goto(url))!;
  return { status: res.status(), type: res.headers()["content-type"] ?? "", text: await res.text() };
}

async function xml(page: Page, url: string): Promise<string> {
  const res = await fetchText(page, url);
  expect(res.status, url).toBe(200);
  expect(res.type).toContain("application/xml");
  return res.text;
}

/** Every URL of a sitemap index's parts (each a urlset of at most 50,000, each with its lastmod). */
async function allUrls(page: Page, indexUrl: string): Promise<string[]> {
  const index = await xml(page, indexUrl);
  expect(index).toContain("<sitemapindex ");
  const parts = locs(index);
  expect(index.match(/<lastmod>/g)?.length ?? 0).toBeGreaterThanOrEqual(
    parts.filter((p) => !p.endsWith("/pages.xml")).length,
  );
  const urls: string[] = [];
  for (const part of parts) {
    const text = await xml(page, part);
    expect(text).toContain("<urlset ");
    const list = locs(text);
    expect(list.length).toBeLessThanOrEqual(50_000);
    urls.push(...list);
  }
  return urls;
}

const canonicalOf = async (page: Page, url: string) => {
  const res = await fetchText(page, url);
  expect(res.status, url).toBe(200);
  return [...res.text.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
};

test("robots.txt and the sitemap index of both hosts, and one canonical address per tour", async ({
  page,
  request,
}) => {
  const robots = (await fetchText(page, platform("/robots.txt"))).text;
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toContain("Disallow: /*/reserve");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${platform("/sitemap.xml")}`);
  const siteRobots = (await fetchText(page, site("kuhestan", "/robots.txt"))).text;
  expect(siteRobots).toContain(`Sitemap: ${site("kuhestan", "/sitemap.xml")}`);
  expect(siteRobots).toContain("Disallow: /*/reserve");

  // A leader without a sale website: the tour is listed and canonical on the platform.
  const account = await registerUser(request, { confirmed: true });
  const plain = await createTour(request, { account, title: `تور بی‌سایت ${Date.now().toString(36)}` });
  // The seeded leader's site is active: the tour is canonical on the site, on both hosts.
  const view = await (await request.get("/api/sale-website/public/kuhestan")).json();
  const withSite = view.futureTours[0] as { id: number; leaderId: number };
  const sitePath = `/${withSite.leaderId}/tour/${withSite.id}`;

  const platformUrls = await allUrls(page, platform("/sitemap.xml"));
  expect(platformUrls).toContain(platform(`/${plain.leaderId}/tour/${plain.id}`));
  expect(platformUrls).toContain(platform(`/${plain.leaderId}`));
  expect(platformUrls).toContain(platform(`/${withSite.leaderId}`));
  expect(platformUrls).not.toContain(platform(sitePath));
  expect(new Set(platformUrls).size).toBe(platformUrls.length);

  const siteUrls = await allUrls(page, site("kuhestan", "/sitemap.xml"));
  expect(siteUrls).toContain(site("kuhestan", "/"));
  expect(siteUrls).toContain(site("kuhestan", "/calendar"));
  expect(siteUrls).toContain(site("kuhestan", sitePath));
  expect(siteUrls.every((u) => u.startsWith(site("kuhestan", "/")))).toBe(true);

  expect(await canonicalOf(page, platform(`/${plain.leaderId}/tour/${plain.id}`))).toEqual([
    platform(`/${plain.leaderId}/tour/${plain.id}`),
  ]);
  expect(await canonicalOf(page, platform(sitePath))).toEqual([site("kuhestan", sitePath)]);
  expect(await canonicalOf(page, site("kuhestan", sitePath))).toEqual([site("kuhestan", sitePath)]);

  // A part that is no part, and an unknown site: 404, not an empty list.
  expect((await fetchText(page, platform("/sitemap/nothing-1.xml"))).status).toBe(404);
  expect((await fetchText(page, site("nosuchsite", "/sitemap.xml"))).status).toBe(404);
});
