// A page for an id that does not exist costs what a cached page costs (issue 30): proxy.ts looks the id up and sends
// every unknown one to one kept page. On a sale website's host that page is the site's own 404 (its frame, brand, RTL,
// status 404: app/(sites)/sites/[host]/%5Funknown/page.tsx), rendered once per site and kept until the site changes; on
// the platform, an unknown leader id is the one kept /_unknown, not a page-cache entry per id. A path the site does not
// have (/no-such-page-…) is sent to the same kept page. Each request below names a new id, so a HIT can only come from the one kept page (a render per request, or an entry per id, is never a HIT).
import { expect, test, type Page, type Response } from "@playwright/test";
import { registerUser, withDb } from "./helpers";
import { apiToken, saveSiteSettings } from "./public-flow";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (sub: string, path: string) => `http://${sub}.localhost:${PORT}${path}`;
const NOT_FOUND = "صفحه مورد نظر پیدا نشد";

/** A new id, never asked before in this run (the kept page is one for every id; a per-id cache could not HIT it). */
let counter = 0;
const newId = () => 700_000_000 + (Date.now() % 10_000_000) * 10 + (counter++ % 10);

/** Asked with a new id each time until one is served from the page cache (other journeys' edits expire it meanwhile). */
async function expectKept(load: () => Promise<Response>, label: string) {
  await expect
    .poll(
      async () => {
        const response = await load();
        expect(response.status(), label).toBe(404);
        return response.headers()["x-nextjs-cache"];
      },
      { message: label, timeout: 15_000 },
    )
    .toBe("HIT");
}

async function expectSiteNotFound(page: Page, brand: string) {
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
  await expect(page.getByRole("link", { name: brand }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle(`${NOT_FOUND} | ${brand}`);
}

const ownerOf = (sub: string) =>
  withDb(
    async (db) =>
      (await db.query<{ userId: number }>(`select "userId" from "SaleWebsite" where "subDomain" = $1`, [sub])).rows[0]
        .userId,
  );

/** Each kind of path on kuhestan's host is the site's 404; after the first, a new path of any kind is a HIT of the one kept page. */
async function expectKeptOnSite(page: Page, paths: (() => string)[]) {
  for (const path of paths) {
    const url = site("kuhestan", path());
    const response = await page.goto(url);
    expect(response!.status(), url).toBe(404);
    await expectSiteNotFound(page, "سفرهای کوهستان");
    await expectKept(async () => (await page.goto(site("kuhestan", path())))!, url);
    await expectSiteNotFound(page, "سفرهای کوهستان");
  }
}

test("a site host's unknown tour, product and leader ids are the site's own 404, served from one kept page", async ({
  page,
}) => {
  const leaderId = await ownerOf("kuhestan");
  await expectKeptOnSite(page, [
    () => `/${leaderId}/tour/${newId()}`,
    () => `/${leaderId}/product/${newId()}`,
    () => `/${newId()}`,
    () => `/${leaderId}/tour/0`,
  ]);
});

test("a site host's paths the site does not have are its own 404 from the same kept page, however many distinct ones", async ({
  page,
}) => {
  // The route table (lib/websites/site-paths.ts) leaves these out: proxy.ts sends each to the kept page, no render per path.
  await expectKeptOnSite(page, [() => `/no-such-page-${newId()}`, () => `/shop/${newId()}`, () => `/my/zzz${newId()}`]);
});

test("an edit of the site expires its kept 404 at once", async ({ page, request }) => {
  const owner = await registerUser(request, { role: "Leader", confirmed: true });
  const sub = `gum${owner.id}`;
  await withDb((db) =>
    db.query(
      `insert into "SaleWebsite" ("userId", "subDomain", "planType", "startsAt", "expiresAt", "featureIds", tags, "productStoreTags", "updatedAt")
       values ($1, $2, 'Basic', now(), now() + interval '30 days', '{}', '{}', '{}', now())`,
      [owner.id, sub],
    ),
  );
  const brand = "آزمون کاربر"; // no brand of their own: the owner's name
  const unknown = () => page.goto(site(sub, `/${owner.id}/tour/${newId()}`)) as Promise<Response>;
  expect((await unknown()).status()).toBe(404);
  await expectSiteNotFound(page, brand);
  await expectKept(unknown, sub);
  const before = await page.locator("[data-palette]").getAttribute("data-palette");

  const headers = { authorization: `Bearer ${await apiToken(request, owner)}` };
  const palette = before === "c3" ? "c4" : "c3";
  await saveSiteSettings(request, headers, { chosenColorPalette: palette });
  // The next request (a new id again) is rendered anew with the edit, then kept again.
  const next = await unknown();
  expect(next.status()).toBe(404);
  expect(next.headers()["x-nextjs-cache"]).not.toBe("HIT");
  await expect(page.locator("[data-palette]")).toHaveAttribute("data-palette", palette);
  await expectKept(unknown, `${sub} after the edit`);
  await expect(page.locator("[data-palette]")).toHaveAttribute("data-palette", palette);
});

test("the platform's unknown leader ids are one kept 404, not a page-cache entry per id", async ({ page }) => {
  const first = await page.goto(`/${newId()}`);
  expect(first!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  await expectKept(async () => (await page.goto(`/${newId()}`))!, "/{unknown leader}");
  // An active leader's page is still their page.
  const leaderId = await ownerOf("kuhestan");
  expect((await page.goto(`/${leaderId}`))!.status()).toBe(200);
});

test("an id spelled with leading zeros is a permanent redirect to its one spelling on both hosts, which serves the page", async ({
  page,
  request,
}) => {
  const leaderId = await ownerOf("kuhestan");
  const tourId = await withDb(
    async (db) =>
      (
        await db.query<{ id: number }>(
          `select id from "Tour" where "leaderId" = $1 and "isDraft" = false and "deletedAt" is null and moderation is null
           order by id limit 1`,
          [leaderId],
        )
      ).rows[0].id,
  );
  const tourPath = `/${leaderId}/tour/${tourId}`;
  const cases: [string, string, string][] = [
    [`http://localhost:${PORT}`, `/00${leaderId}/tour/${tourId}`, tourPath],
    [`http://localhost:${PORT}`, `/${leaderId}/tour/00${tourId}?source=instagram`, `${tourPath}?source=instagram`],
    [`http://localhost:${PORT}`, `/0${leaderId}`, `/${leaderId}`],
    [site("kuhestan", ""), `/00${leaderId}/tour/${tourId}`, tourPath],
    [site("kuhestan", ""), `/${leaderId}/tour/0${tourId}`, tourPath],
  ];
  for (const [origin, path, canonical] of cases) {
    // Node does not resolve *.localhost as Chromium does: asked on localhost with the origin's Host.
    const redirect = await request.get(`http://localhost:${PORT}${path}`, {
      headers: { host: new URL(origin).host },
      maxRedirects: 0,
    });
    expect(redirect.status(), `${origin}${path}`).toBe(308);
    // On the same host: a site's page stays on the site.
    expect(new URL(redirect.headers().location, origin).href, path).toBe(`${origin}${canonical}`);
    const landed = await page.goto(`${origin}${path}`);
    expect(landed!.status(), path).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname + url.search, path).toBe(canonical);
  }
});
