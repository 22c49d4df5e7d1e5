// A sale website's magazine, certificate, shop and calendar as pages of the Pages kind (docs/public-pages.md "The rule") on a
// phone (390×844): each is served from the page cache and shows an edit of what it shows on the next request (a logbook, the
// certificate photo), passes axe and fits the screen; a month that cannot exist is the site's own 404 in its frame, a page the
// site does not have a 404; the pages carry no script but the site's islands entry.
import { expect, test, type Page, type Response } from "@playwright/test";
import sharp from "sharp";
import { SEEDED } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { apiToken, createTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

/** A HIT right after a render; asked again while other journeys' edits of the seeded leader expire the page in between. */
async function expectCached(load: () => Promise<Response | null>, label: string) {
  await expect
    .poll(async () => (await load())?.headers()["x-nextjs-cache"], { message: label, timeout: 15_000 })
    .toBe("HIT");
}

/** The page's scripts: only the site's islands entry (no Next runtime). */
async function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll("script[src]")].map((s) => (s as HTMLScriptElement).src));
}

test("the magazine and the certificate are cached and show a logbook's or the certificate's edit on the next request", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const leader = { authorization: `Bearer ${await apiToken(request, SEEDED.leader)}` };
  const tour = await createTour(request, { title: `تور مجله ${Date.now().toString(36)}` });
  const saveLogbook = async (text: string) => {
    const saved = await request.put(`/api/tour/${tour.id}/logbook`, {
      headers: leader,
      data: { logbook: text, pastToursCount: 4, previousPassengerCount: 52 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await saveLogbook("سفرنامه اول: صعود از جبهه جنوبی");
  const story = () => page.getByRole("article").filter({ hasText: tour.title });

  await expectCached(() => page.goto(site("/mag")), "/mag");
  await expect(page.getByRole("heading", { level: 1, name: "مجله سفرهای کوهستان" })).toBeVisible();
  await expect(story()).toContainText("سفرنامه اول");
  await expect(story()).toContainText("۴ سفر برگزار شده");
  expect((await scriptsOf(page)).every((src) => new URL(src).pathname.startsWith("/islands/"))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "site mag");

  await saveLogbook("سفرنامه دوم: شب در پناهگاه");
  await page.goto(site("/mag"));
  await expect(story()).toContainText("سفرنامه دوم");
  await expect(story()).not.toContainText("سفرنامه اول");

  // The certificate: a 404 while the site has none, the photo on the next request after its upload, a 404 again once deleted.
  const sites = await (await request.get("/api/sale-website", { headers: leader })).json();
  if (sites.certificatePhoto) {
    const removed = await request.delete("/api/sale-website/delete-certificate-photo", { headers: leader });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  expect((await page.goto(site("/certificate")))!.status()).toBe(404);
  // The site's own 404, in its frame (its menu), not the platform's on the site's host.
  await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/sale-website/upload-certificate-photo", {
    headers: leader,
    multipart: { Photo: { name: "licence.png", mimeType: "image/png", buffer: photo } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  // The 404 asked just before is kept a second (lib/public-pages/site-page.ts: a 404 carries no tags), then the photo shows.
  await expect
    .poll(async () => (await page.goto(site("/certificate")))!.status(), { timeout: 5_000, intervals: [250] })
    .toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "مجوز سفرهای کوهستان" })).toBeVisible();
  await expect(page.getByRole("img", { name: "مجوز سفرهای کوهستان" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "منوی سایت" }).getByRole("link", { name: "مجوز" })).toBeVisible();
  await expectCached(() => page.goto(site("/certificate")), "/certificate");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "site certificate");
  const deleted = await request.delete("/api/sale-website/delete-certificate-photo", { headers: leader });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  expect((await page.goto(site("/certificate")))!.status()).toBe(404);
});

test("the shop and the calendar pass axe on a phone, and a month that cannot exist is the site's 404 in its frame", async ({
  page,
}) => {
  for (const path of ["/shop", "/calendar"]) {
    await expectCached(() => page.goto(site(path)), path);
    expect((await scriptsOf(page)).every((src) => new URL(src).pathname.startsWith("/islands/"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, `site ${path}`);
  }
  for (const bad of ["/calendar/1405-13", "/calendar/abc", "/calendar/1200-01"]) {
    expect((await page.goto(site(bad)))!.status(), bad).toBe(404);
    await expect(page.getByText("صفحه مورد نظر پیدا نشد").first()).toBeVisible();
    // The site's frame (its brand and its menu), not the platform's.
    await expect(page.getByRole("navigation", { name: "منوی سایت" })).toBeVisible();
    await expect(page.getByRole("link", { name: "سفرهای کوهستان" }).first()).toBeVisible();
  }
});
