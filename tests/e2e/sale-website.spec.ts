// Sale websites in Chromium (*.localhost resolves to loopback): the seeded leader's site at
// kuhestan.localhost with its featured tour, SEO files and tags; a traveller reserves and pays from
// that host and stays on it through the gateway round trip; an owner script appears only once
// approved and never on a reserve page; the home page is served from the cache and follows every
// edit on the next request; a site whose period ends shows the inactive page at that instant on its
// home, tour page, shop and calendar (none of its data in the HTML); the shop follows product
// edits; the calendar lists the upcoming tours by Persian month;
// /{leaderId} on the platform host.
import { expect, test, type APIRequestContext, type Response } from "@playwright/test";
import { newMobile, SEEDED, withDb } from "./helpers";
import { apiToken, createTour, nationalIds, saveSiteSettings } from "./public-flow";
import { monthGrid, monthKey, tehranMonth } from "../../lib/format/jalali-month";
import { tehranDay } from "../../lib/format/tehran-time";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (sub: string, path = "/") => `http://${sub}.localhost:${PORT}${path}`;

async function auth(request: APIRequestContext, account: { mobile: string; password: string }) {
  return { authorization: `Bearer ${await apiToken(request, account)}` };
}

/**
 * The page is served from the cache: a request right after a render is a HIT. Asked again until it
 * is, because other spec files running at the same time edit the seeded leaders' tours and products,
 * and each edit rightly expires the page in between.
 */
async function expectCached(load: () => Promise<Response>, label?: string) {
  await expect
    .poll(async () => (await load()).headers()["x-nextjs-cache"], { message: label, timeout: 15_000 })
    .toBe("HIT");
}

test("the seeded leader's site shows the owner, the featured tour, link groups and its own SEO; the platform stays the platform", async ({
  page,
  request,
}) => {
  const view = await (await request.get("/api/sale-website/public/kuhestan")).json();
  expect(view.featuredTours.length).toBeGreaterThan(0);
  const featured = view.featuredTours[0];

  await page.goto(site("kuhestan"));
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  const featuredSection = page.locator("section", { has: page.getByRole("heading", { name: "تورهای ویژه" }) });
  await expect(featuredSection.getByText(featured.title)).toBeVisible();
  await expect(page.getByTestId("link-groups")).toBeVisible();
  await expect(page.getByTestId("whatsapp-button")).toHaveAttribute(
    "href",
    `https://wa.me/98${SEEDED.leader.mobile.slice(1)}`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", site("kuhestan", ""));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "سفرهای کوهستان");
  await expect(page).toHaveTitle("سفرهای کوهستان | همسفر");
  expect(view.tags.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", view.tags.join(","));
  // Served as the tour page is: no script of Next's, only the site's islands entry (not the tour page's), which runs
  // the footer's buttons below.
  const homeScripts = await page.locator("script[src]").evaluateAll((tags) => tags.map((t) => t.getAttribute("src")));
  expect(homeScripts).toEqual([expect.stringMatching(/^\/islands\/site-islands-\w+\.js$/)]);
  expect(await page.locator("#__NEXT_DATA__").count()).toBe(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(
    jsonLd.itemListElement.some(
      (i: { item: { "@type": string; name: string } }) =>
        i.item["@type"] === "TouristTrip" && i.item.name === featured.title,
    ),
  ).toBe(true);

  // Suggestions modal posts to /api/Suggestions/Create.
  await page.getByRole("button", { name: "انتقادات و پیشنهادات" }).click();
  await page.getByLabel("عنوان").fill("پیشنهاد آزمون");
  await page.getByLabel("نام و نام خانوادگی").fill("مسافر آزمون");
  await page.getByLabel("موبایل").fill(newMobile());
  await page.getByRole("button", { name: "ارسال" }).click();
  await expect(page.getByText("اطلاعات پیشنهاد با موفقیت ارسال شد.")).toBeVisible();

  // The tour page under the host: canonical on the host, Open Graph photo, TouristTrip.
  await page.goto(site("kuhestan", `/${featured.leaderId}/tour/${featured.id}`));
  await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    site("kuhestan", `/${featured.leaderId}/tour/${featured.id}`),
  );
  // The platform's tour page in the site's frame: one title template, one JSON-LD builder, and
  // only the islands script (no Next runtime), which also runs the footer's buttons.
  await expect(page).toHaveTitle(`${featured.title} | سفرهای کوهستان`);
  const trips = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((tags) => tags.map((t) => JSON.parse(t.textContent ?? "{}")));
  expect(trips).toEqual([
    expect.objectContaining({
      "@type": "TouristTrip",
      name: featured.title,
      url: site("kuhestan", `/${featured.leaderId}/tour/${featured.id}`),
    }),
  ]);
  const scripts = await page.locator("script[src]").evaluateAll((tags) => tags.map((t) => t.getAttribute("src")));
  expect(scripts).toEqual([expect.stringMatching(/^\/islands\/tour-islands-\w+\.js$/)]);
  expect(await page.locator("#__NEXT_DATA__").count()).toBe(0);
  await expect(page.getByTestId("whatsapp-button")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "قوانین و مقررات" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  await page.goto(site("kuhestan", "/robots.txt"));
  await expect(page.locator("body")).toContainText(`Sitemap: ${site("kuhestan", "/sitemap.xml")}`);
  // The sitemap index names the site's pages and its tours' parts (tests/e2e/search-engines.spec.ts follows them).
  const sitemap = await (await page.goto(site("kuhestan", "/sitemap.xml")))!.text();
  expect(sitemap).toContain(`<loc>${site("kuhestan", "/sitemap/pages.xml")}</loc>`);
  expect(sitemap).toMatch(/\/sitemap\/tours-\d+\.xml<\/loc>/);

  // The calendar: upcoming tours by Persian month, each leading to its page on this host.
  await page.goto(site("kuhestan"));
  await page.getByRole("navigation", { name: "منوی سایت" }).getByRole("link", { name: "تقویم" }).click();
  await expect(page).toHaveURL(site("kuhestan", "/calendar"));
  await expect(page.getByRole("heading", { level: 1, name: "تقویم سفرهای کوهستان" })).toBeVisible();
  // Phone-sized: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId("calendar-month-name")).toHaveText(/^[\u0600-\u06FF]+ [۰-۹]{4}$/);
  // The featured tour's month, then its day's page, which lists the whole day (the month shows each day's first few;
  // site-calendar.spec.ts walks the months and buys a date).
  const featuredStart = new Date(featured.startTime);
  const featuredMonth = tehranMonth(featuredStart);
  const featuredDay = monthGrid(featuredMonth).dayKeys.indexOf(tehranDay(featuredStart)) + 1;
  await page.goto(site("kuhestan", `/calendar/${monthKey(featuredMonth)}`));
  await page.locator(`#day-${featuredDay} h3`).getByRole("link").click();
  await expect(page).toHaveURL(
    site("kuhestan", `/calendar/${monthKey(featuredMonth)}/${String(featuredDay).padStart(2, "0")}`),
  );
  await page.getByTestId("calendar-session").getByRole("link", { name: featured.title }).first().click();
  await expect(page).toHaveURL(site("kuhestan", `/${featured.leaderId}/tour/${featured.id}`));
  await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();

  // Another leader's tour under this host, an unknown sub-domain: Persian 404.
  const darya = await (await request.get("/api/sale-website/public/darya")).json();
  const foreign = await page.goto(site("kuhestan", `/${darya.owner.id}/tour/${darya.futureTours[0].id}`));
  expect(foreign!.status()).toBe(404);
  // Nothing of the other leader's tour in the answer, not even in the page's data for the browser.
  expect(await foreign!.text()).not.toContain(darya.futureTours[0].title);
  const unknown = await page.goto(site("nosuchsite"));
  expect(unknown!.status()).toBe(404);
  await expect(page.getByText("صفحه مورد نظر پیدا نشد").first()).toBeVisible();

  // The platform host keeps the platform; /{leaderId} is the leader's page with shown tours.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toHaveCount(0);
  await page.goto(`/${featured.leaderId}`);
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  await expect(page.getByText(featured.title).first()).toBeVisible();
});

test("a traveller reserves and pays on the site's host and comes back to it from the gateway", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { capacity: 10, title: `تور سایت ${Date.now().toString(36)}` });
  await page.goto(site("kuhestan", `/${tour.leaderId}/tour/${tour.id}`));
  await expect(page.getByRole("heading", { level: 1, name: tour.title })).toBeVisible();
  await page.getByTestId("buy-continue").click();
  await expect(page).toHaveURL(new RegExp(`^${site("kuhestan", "")}/.*reserve/busSeat`));
  await page.locator('[data-seat="9"]').click();
  await page.getByTestId("seats-continue").click();
  await expect(page).toHaveURL(/\/reserve\/passengersInfo/);
  const [nationalId] = nationalIds(1);
  await page.locator('input[name="passengers.0.firstName"]').fill("علی");
  await page.locator('input[name="passengers.0.lastName"]').fill("سایتی");
  await page.locator('select[name="passengers.0.gender"]').selectOption("Male");
  await page.locator('input[name="passengers.0.nationalId"]').fill(nationalId);
  await page.locator('input[name="passengers.0.mobile"]').fill(newMobile());
  await page.getByTestId("passengers-continue").click();
  await expect(page).toHaveURL(new RegExp(`^${site("kuhestan", "")}/.*reserve/receipt`));
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "پرداخت موفق" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${site("kuhestan", "")}/${tour.leaderId}/tour/${tour.id}/reserve/finalReceipt\\?.*status=paid`),
  );
  await expect(page.getByText("خرید شما با موفقیت انجام شد.")).toBeVisible();
});

test("an owner script appears only once approved, on the home page and never on a reserve page", async ({
  page,
  request,
}) => {
  const leader = await auth(request, SEEDED.leader);
  const operator = await auth(request, SEEDED.operator);
  const marker = `owner-mark-${Date.now().toString(36)}`;
  await saveSiteSettings(request, leader, {
    customBodyElements: `<div id="${marker}">${marker}</div><script>document.documentElement.dataset.ownerScript="ran"</script>`,
  });

  await page.goto(site("kuhestan"));
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  expect(await page.content()).not.toContain(marker);

  const owner = await (await request.get("/api/sale-website/public/kuhestan")).json();
  const approved = await request.put(`/api/Operator/sale-website/${owner.owner.id}/toggle-script-status?element=body`, {
    headers: operator,
  });
  expect((await approved.json()).scripts.body.approved).toBe(true);

  await page.goto(site("kuhestan"));
  await expect(page.locator(`#${marker}`)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-owner-script", "ran");

  const tour = owner.futureTours[0];
  // The tour page (a Pages Router page) carries the approved element and runs its script too.
  await page.goto(site("kuhestan", `/${tour.leaderId}/tour/${tour.id}`));
  await expect(page.locator(`#${marker}`)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-owner-script", "ran");
  await page.goto(site("kuhestan", `/${tour.leaderId}/tour/${tour.id}/reserve/busSeat`));
  // A reserve step opened directly asks for the tour page first: the step rendered, inside the site's frame.
  await expect(page.getByRole("link", { name: "رفتن به صفحه تور" })).toBeVisible();
  expect(await page.content()).not.toContain(marker);

  // Editing the element withdraws the approval.
  await saveSiteSettings(request, leader, { customBodyElements: `<div id="${marker}-2">x</div>` });
  await page.goto(site("kuhestan"));
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  expect(await page.content()).not.toContain(marker);
});

test("the home page is served from the cache and shows a new tour, a visibility change and a site edit on the next request", async ({
  page,
  request,
}) => {
  const leader = await auth(request, SEEDED.leader);
  const home = async () => {
    const response = await page.goto(site("kuhestan"));
    expect(response!.status()).toBe(200);
    return response!;
  };
  // A second request within the same state is a cache hit: nothing is rendered for it.
  await expectCached(home);

  // Past the old 10-second window, so that a time-limited page would be served once stale.
  await page.waitForTimeout(11_000);
  const tour = await createTour(request, { daysAhead: 2, title: `تور تازه سایت ${Date.now().toString(36)}` });
  await home();
  const future = page.locator("section", { has: page.getByRole("heading", { name: "تورهای پیش رو" }) });
  const featured = page.locator("section", { has: page.getByRole("heading", { name: "تورهای ویژه" }) });
  await expect(future.getByText(tour.title)).toBeVisible();
  await expect(featured.getByText(tour.title)).toHaveCount(0);

  const setVisibility = async (visibility: string) => {
    const res = await request.put(`/api/Tour/${tour.id}/sale-website/visibility`, {
      headers: leader,
      data: { visibility },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await setVisibility("Featured");
  await home();
  await expect(featured.getByText(tour.title)).toBeVisible();
  await setVisibility("Hidden");
  await home();
  await expect(page.getByText(tour.title)).toHaveCount(0);
  await expectCached(home);

  // A site edit: the palette and the policies.
  const current = await (await request.get("/api/sale-website", { headers: leader })).json();
  const palette = current.colorPalette === "c3" ? "c4" : "c3";
  const policy = `قانون تازه ${Date.now().toString(36)}`;
  await saveSiteSettings(request, leader, { chosenColorPalette: palette, policy1: policy });
  await home();
  await expect(page.locator("[data-palette]")).toHaveAttribute("data-palette", palette);
  await page.getByRole("button", { name: "قوانین و مقررات" }).click();
  await expect(page.getByText(policy)).toBeVisible();
  await saveSiteSettings(request, leader, { chosenColorPalette: current.colorPalette, policy1: current.policy1 });
});

test("a site goes dark at the end of its period by the clock alone: the next request of its home, tour page, shop and calendar shows the inactive page and none of the leader's data", async ({
  page,
  request,
}) => {
  const leader2 = await auth(request, SEEDED.leader2);
  const [tour] = await withDb(
    async (db) =>
      (
        await db.query(
          `select t.id, t."leaderId", t.title from "Tour" t join "SaleWebsite" s on s."userId" = t."leaderId" where s."subDomain" = 'darya' and not t."isDraft" and t."deletedAt" is null and t.visibility <> 'Hidden' order by t.id limit 1`,
        )
      ).rows,
  );
  // The period ends 30 s ahead: the pages are cached and then not asked for during more than the
  // tour page's and the shop's 10-second window, so a time-limited copy would be served once stale.
  // The save expires what was cached of the old end.
  const [{ ends }] = await withDb(
    async (db) =>
      (
        await db.query(
          `update "SaleWebsite" set "expiresAt" = now() + interval '30 seconds' where "subDomain" = 'darya' returning "expiresAt" as ends`,
        )
      ).rows,
  );
  await saveSiteSettings(request, leader2, {});
  const pages = [
    { path: "/", shows: page.getByRole("heading", { level: 1, name: "سفرهای دریا" }) },
    { path: `/${tour.leaderId}/tour/${tour.id}`, shows: page.getByRole("heading", { level: 1, name: tour.title }) },
    { path: "/shop", shows: page.getByRole("heading", { level: 1, name: "فروشگاه سفرهای دریا" }) },
    { path: "/calendar", shows: page.getByRole("heading", { level: 1, name: "تقویم سفرهای دریا" }) },
  ];
  for (const { path, shows } of pages) {
    await expectCached(async () => (await page.goto(site("darya", path)))!, path);
    await expect(shows).toBeVisible();
  }

  // No save, no edit: only the clock passes the end.
  await page.waitForTimeout(Math.max(0, new Date(ends).getTime() - Date.now()) + 500);
  for (const { path } of pages) {
    const response = await page.goto(site("darya", path));
    await expect(page.getByTestId("inactive-site")).toContainText("این سایت فعال نیست.");
    // Not in the page, its title or the data the page carries for the browser either.
    const html = await response!.text();
    expect(html, path).not.toContain("سفرهای دریا");
    expect(html, path).not.toContain(tour.title);
  }
  const api = await (await request.get("/api/sale-website/public/darya")).json();
  expect(api).toMatchObject({ isActive: false, inactive: true });
  expect(api.owner).toBeUndefined();
});

test("the site's shop shows a new or edited product on the next request and leads to the leader's product page on the same host", async ({
  page,
  request,
}) => {
  const leader = await auth(request, SEEDED.leader);
  const shop = () => page.goto(site("kuhestan", "/shop"));
  await expectCached(async () => (await shop())!);
  const product = {
    title: `محصول تازه ${Date.now().toString(36)}`,
    registrationEndTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    capacity: 5,
    price: 250_000,
    showInWebsite: true,
    tags: [],
  };
  const created = await request.post("/api/Product", { headers: leader, data: product });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = await created.json();
  const listed = (title: string) => page.getByTestId("shop-product-link").filter({ hasText: title });
  await shop();
  await expect(listed(product.title)).toBeVisible();
  const renamed = `${product.title} ویرایش شده`;
  const edited = await request.put(`/api/Product/${id}`, { headers: leader, data: { ...product, title: renamed } });
  expect(edited.ok(), await edited.text()).toBe(true);
  await shop();
  await expect(listed(renamed)).toBeVisible();
  await listed(renamed).click();
  await expect(page).toHaveURL(new RegExp(`^http://kuhestan\\.localhost:${PORT}/\\d+/product/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  // Off: no longer in the shop on the next request.
  expect((await request.put(`/api/Product/${id}/toggle-status`, { headers: leader })).ok()).toBe(true);
  await shop();
  await expect(page.getByTestId("shop-product-link").first()).toBeVisible();
  await expect(listed(renamed)).toHaveCount(0);
});
