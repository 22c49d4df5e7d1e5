// The platform's leader page, /{leaderId}, a page of the Pages kind (docs/public-pages.md "The rule") on a phone (390×844):
// served from the page cache with no script at all, a new tour and a deleted one show on the next request (their tags
// expire it), it passes axe and fits the screen; an address that is not a leader's is the Persian 404, itself kept in
// the page cache (one render for any number of requests).
import { expect, test, type Response } from "@playwright/test";
import { SEEDED } from "./helpers";
import { expectAccessible } from "./helpers/axe";
import { apiToken, createTour } from "./public-flow";

test.use({ viewport: { width: 390, height: 844 } });

/** A HIT right after a render; asked again while other journeys' edits of the seeded leader expire the page in between. */
async function expectCached(load: () => Promise<Response | null>, label: string) {
  await expect
    .poll(async () => (await load())?.headers()["x-nextjs-cache"], { message: label, timeout: 15_000 })
    .toBe("HIT");
}

test("the leader page is cached without script and shows a new or deleted tour on the next request", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { title: `تور صفحه راهبر ${Date.now().toString(36)}` });
  const url = `/${tour.leaderId}`;
  const card = () => page.getByRole("link", { name: tour.title });
  // Made after the page was first cached by another journey or not: either way the next request shows it.
  expect((await page.goto(url))!.status()).toBe(200);
  await expect(card().first()).toBeVisible();
  await expectCached(() => page.goto(url), url);
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  await expect(page).toHaveTitle("سفرهای کوهستان | همسفر");
  expect(await page.locator("script[src]").count()).toBe(0);
  expect(await page.locator("#__NEXT_DATA__").count()).toBe(0);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/${tour.leaderId}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "leader page");

  const auth = { authorization: `Bearer ${await apiToken(request, SEEDED.leader)}` };
  const removed = await request.delete(`/api/Tour/${tour.id}`, { headers: auth });
  expect(removed.ok(), await removed.text()).toBe(true);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "سفرهای کوهستان" })).toBeVisible();
  await expect(card()).toHaveCount(0);
});

test("an address that is not an active leader's is the Persian 404, kept in the page cache", async ({ page }) => {
  for (const path of ["/99999999", "/0", "/no-such-leader"]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page).toHaveTitle(/صفحه مورد نظر پیدا نشد/);
    await expect(page.getByRole("heading", { name: "صفحه مورد نظر پیدا نشد" })).toBeVisible();
  }
  // A second request within the 404's ten seconds is served from the page cache, not rendered again.
  await expectCached(() => page.goto("/99999999"), "/99999999 (404)");
  expect((await page.goto("/99999999"))!.status()).toBe(404);
});
