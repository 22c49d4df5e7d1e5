// The site's clock against Next's own tag manifest (the module the server and the pages share):
// a page rendered before an instant the site's view stops being true is never served after it.
import { describe, expect, it } from "vitest";
import { areTagsExpired } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { nextClockChange } from "./load-site";
import { expireSiteAt, siteClockTag } from "./site-cache";

/** The clock the manifest compares with (a page's render time is taken on it too). */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page as the page cache keeps it: the tags it collected while rendering, and when it was rendered. */
async function renderPage(userId: number, at: number) {
  const tags = await expireSiteAt(userId, at);
  return { tags, renderedAt: now() };
}
const isServed = (page: { tags: string[]; renderedAt: number }) => !areTagsExpired(page.tags, page.renderedAt);

describe("the site's clock (expireSiteAt)", () => {
  it("a page rendered before the period's end is served until it and never after it", async () => {
    const end = now() + 80;
    const home = await renderPage(9101, end);
    const shop = await renderPage(9101, end);
    expect(home.tags).toContain(siteClockTag(9101));
    expect([isServed(home), isServed(shop)]).toEqual([true, true]);
    await sleep(120);
    expect([isServed(home), isServed(shop)]).toEqual([false, false]);
    // Rendered again after the end (the inactive page sets no clock): served.
    expect(isServed({ tags: home.tags, renderedAt: now() })).toBe(true);
  });

  it("a page rendered before a tour's end still expires at it after another page moved the site to its next instant", async () => {
    const tourEnd = now() + 80;
    const home = await renderPage(9102, tourEnd);
    await sleep(120);
    expect(isServed(home)).toBe(false);
    // The shop is asked for first after the tour's end: its render moves the site to the period's end.
    const periodEnd = now() + 60_000;
    const shop = await renderPage(9102, periodEnd);
    expect(isServed(shop)).toBe(true);
    // The home page (still listing the ended tour as upcoming) is not served as it was.
    expect(isServed(home)).toBe(false);
  });

  it("another site's clock does not touch this site's pages", async () => {
    const page = await renderPage(9103, now() + 60_000);
    await renderPage(9104, now() + 10);
    await sleep(40);
    expect(isServed(page)).toBe(true);
  });

  it("a site with no instant ahead sets nothing", async () => {
    expect(await expireSiteAt(9105, Infinity)).toEqual([]);
  });
});

describe("nextClockChange", () => {
  it("is the period's end, or an earlier end of an upcoming tour", () => {
    const end = "2030-01-10T00:00:00.000Z";
    expect(nextClockChange(end, [])).toBe(Date.parse(end));
    expect(nextClockChange(end, [{ endTime: "2030-01-05T10:00:00.000Z" }, { endTime: null }, { endTime: "2030-01-03T10:00:00.000Z" }])).toBe(Date.parse("2030-01-03T10:00:00.000Z"));
    expect(nextClockChange(end, [{ endTime: "2030-02-01T00:00:00.000Z" }])).toBe(Date.parse(end));
  });
});
