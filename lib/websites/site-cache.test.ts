// The site's clock against the cache handler (lib/cache), as pages are cached: a page rendered before
// an instant the site's view stops being true is never served after it, on any instance (the Redis
// store applies the same rule: lib/cache/redis-handler.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { IncrementalHandler } from "@/lib/cache/incremental-handler";
import { resetStores } from "@/lib/cache/stores";
import { nextClockChange } from "./load-site";
import { expireSiteAt, siteClockTag, siteTag } from "./site-cache";

let handler: IncrementalHandler;
beforeEach(async () => {
  await resetStores();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
  handler = new IncrementalHandler({});
});
afterEach(() => vi.useRealTimers());
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** A page as the page cache keeps it: the tags it collected while rendering (its own, then the clock's). */
async function renderPage(path: string, userId: number, at: number) {
  const tags = [siteTag(userId), ...(await expireSiteAt(userId, at))];
  await handler.set(
    `/route-cache/APP_PAGE/s/$${path}`,
    { kind: "APP_PAGE", html: path, headers: { "x-next-cache-tags": tags.join(",") } },
    { cacheControl: { revalidate: false } },
  );
  return tags;
}
const isServed = async (path: string) =>
  (await handler.get(`/route-cache/APP_PAGE/s/$${path}`, { kind: "APP_PAGE" })) !== null;

describe("the site's clock (expireSiteAt)", () => {
  it("a page rendered before the period's end is served until it and never after it", async () => {
    const end = Date.now() + 80_000;
    const tags = await renderPage("/sites/a", 9101, end);
    await renderPage("/sites/a/shop", 9101, end);
    expect(tags).toContain(`expire-at:${end}`);
    later(79_999);
    expect([await isServed("/sites/a"), await isServed("/sites/a/shop")]).toEqual([true, true]);
    later(1);
    expect([await isServed("/sites/a"), await isServed("/sites/a/shop")]).toEqual([false, false]);
  });

  it("a page rendered before a tour's end expires at it, whatever instant later pages carry", async () => {
    const tourEnd = Date.now() + 80_000;
    await renderPage("/sites/b", 9102, tourEnd);
    later(120_000);
    // The shop is asked for first after the tour's end: rendered with the period's end.
    await renderPage("/sites/b/shop", 9102, Date.now() + 3_600_000);
    expect(await isServed("/sites/b/shop")).toBe(true);
    expect(await isServed("/sites/b")).toBe(false);
  });

  it("another site's clock does not touch this site's pages", async () => {
    await renderPage("/sites/c", 9103, Date.now() + 60_000);
    await renderPage("/sites/d", 9104, Date.now() + 10);
    later(40);
    expect([await isServed("/sites/c"), await isServed("/sites/d")]).toEqual([true, false]);
  });

  it("a site with no instant ahead sets nothing", async () => {
    expect(await expireSiteAt(9105, Infinity)).toEqual([]);
  });

  it("a cached view found past its instant is expired through the handler's tag store (expireTagsNow)", async () => {
    const key = "public-site-view";
    await handler.set(
      key,
      { kind: "FETCH", data: { body: "{}" }, tags: [siteTag(9106), siteClockTag(9106)], revalidate: 31536000 },
      { fetchCache: true, tags: [siteTag(9106), siteClockTag(9106)] },
    );
    later(10);
    expect(await handler.get(key, { kind: "FETCH", tags: [siteClockTag(9106)] })).not.toBeNull();
    await expireTagsNow([siteClockTag(9106)]);
    expect(await handler.get(key, { kind: "FETCH", tags: [siteClockTag(9106)] })).toBeNull();
  });
});

describe("nextClockChange", () => {
  it("is the period's end, or an earlier end of an upcoming tour", () => {
    const end = "2030-01-10T00:00:00.000Z";
    expect(nextClockChange(end, [])).toBe(Date.parse(end));
    expect(
      nextClockChange(end, [
        { endTime: "2030-01-05T10:00:00.000Z" },
        { endTime: null },
        { endTime: "2030-01-03T10:00:00.000Z" },
      ]),
    ).toBe(Date.parse("2030-01-03T10:00:00.000Z"));
    expect(nextClockChange(end, [{ endTime: "2030-02-01T00:00:00.000Z" }])).toBe(Date.parse(end));
  });
});
