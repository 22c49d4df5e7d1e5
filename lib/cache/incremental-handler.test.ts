// The handler as Next calls it, on the in-process stores (redis-stores.int.test.ts runs the same
// handler on Redis).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IncrementalHandler } from "./incremental-handler";
import { expireAtTag, withPageCacheTags } from "./page-cache-tags";
import { MemoryEntryStore } from "./entry-store";
import { installedStores, resetStores, storesOnce } from "./stores";
import { processClock } from "./cache-clock";
import { MemoryTagStore } from "./tag-store";
import { withNotFoundPages } from "./tour-page-tags";

const appPage = (tags: string[], html = "<p>page</p>") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": tags.join(",") },
  status: 200,
  postponed: undefined,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});
const pagesPage = (props: object) => ({
  kind: "PAGES",
  html: "<p>tour</p>",
  pageData: { pageProps: props },
  headers: undefined,
  status: 200,
});
const fetchEntry = (tags: string[]) => ({
  kind: "FETCH",
  data: { headers: {}, body: '{"a":1}', status: 200, url: "" },
  tags,
  revalidate: 31536000,
});
const PAGE = { kind: "APP_PAGE", isFallback: false };

let handler: IncrementalHandler;
beforeEach(async () => {
  await resetStores();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
  handler = new IncrementalHandler({});
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("the cache handler (in-process stores)", () => {
  it("serves an App Router page until one of its tags is expired, then misses", async () => {
    await handler.set("/route-cache/APP_PAGE/x/$/sites/a", appPage(["sale-website:1", "_N_T_/sites/a"]), {
      cacheControl: { revalidate: false },
    });
    const hit = await handler.get("/route-cache/APP_PAGE/x/$/sites/a", PAGE);
    expect(hit?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>page</p>" });
    expect(hit?.cacheControl).toEqual({ revalidate: false });
    later(10);
    await handler.revalidateTag("sale-website:2", { expire: 0 });
    expect(await handler.get("/route-cache/APP_PAGE/x/$/sites/a", PAGE)).not.toBeNull();
    await new IncrementalHandler({}).revalidateTag(["sale-website:1"], { expire: 0 }); // another request's handler: same stores
    expect(await handler.get("/route-cache/APP_PAGE/x/$/sites/a", PAGE)).toBeNull();
  });

  it("expires a page by its path (revalidatePath's implicit tag)", async () => {
    await handler.set("/route-cache/APP_PAGE/x/$/calendar", appPage(["_N_T_/layout", "_N_T_/calendar"]), {});
    later(10);
    await handler.revalidateTag(["_N_T_/calendar"]);
    expect(await handler.get("/route-cache/APP_PAGE/x/$/calendar", PAGE)).toBeNull();
  });

  it("treats a Pages Router page's __cacheTags exactly like an App Router entry's tags", async () => {
    const key = "/route-cache/PAGES/y/$/3/tour/7";
    await handler.set(key, pagesPage({ tour: { id: 7 }, __cacheTags: ["public-tour:7"] }), {
      cacheControl: { revalidate: false },
    });
    expect((await handler.get(key, { kind: "PAGES", isFallback: false }))?.value).toMatchObject({
      kind: "PAGES",
      html: "<p>tour</p>",
    });
    later(10);
    await handler.revalidateTag("public-tour:8", { expire: 0 });
    expect(await handler.get(key, { kind: "PAGES", isFallback: false })).not.toBeNull();
    await handler.revalidateTag("public-tour:7", { expire: 0 });
    expect(await handler.get(key, { kind: "PAGES", isFallback: false })).toBeNull();
  });

  it("reads nothing out of Next's cache keys (opaque, its docs say): two keys, same entry, same tags", async () => {
    for (const key of ["/route-cache/PAGES/y/$/3/tour/70", "an opaque key"]) {
      await handler.set(key, pagesPage({ __cacheTags: ["public-tour:70"] }), {});
      await handler.set(`${key}:404`, null, { cacheControl: { revalidate: 60 } });
    }
    later(10);
    await handler.revalidateTag("_N_T_/3/tour/70"); // a path tag does not reach a Pages Router entry
    expect(await handler.get("/route-cache/PAGES/y/$/3/tour/70", { kind: "PAGES" })).not.toBeNull();
    await handler.revalidateTag("public-tour:70", { expire: 0 });
    for (const key of ["/route-cache/PAGES/y/$/3/tour/70", "an opaque key"])
      expect(await handler.get(key, { kind: "PAGES" })).toBeNull();
  });

  it("checks an unstable_cache entry against its own tags and the reading page's implicit tags", async () => {
    await handler.set("k1", fetchEntry(["site-host:sub:a"]), { fetchCache: true, tags: ["site-host:sub:a"] });
    expect(
      await handler.get("k1", { kind: "FETCH", tags: ["site-host:sub:a"], softTags: ["_N_T_/sites/a"] }),
    ).not.toBeNull();
    later(10);
    await handler.revalidateTag("_N_T_/sites/a", { expire: 0 });
    expect(
      await handler.get("k1", { kind: "FETCH", tags: ["site-host:sub:a"], softTags: ["_N_T_/sites/a"] }),
    ).toBeNull();
    expect(await handler.get("k1", { kind: "FETCH", tags: ["site-host:sub:a"], softTags: [] })).not.toBeNull();
  });

  it("kills an entry carrying expire-at:<ms> at that instant, fresh or not", async () => {
    const at = Date.now() + 60_000;
    await handler.set("/route-cache/APP_PAGE/x/$/sites/b", appPage(["sale-website:2", expireAtTag(at)]), {
      cacheControl: { revalidate: false },
    });
    later(59_999);
    expect(await handler.get("/route-cache/APP_PAGE/x/$/sites/b", PAGE)).not.toBeNull();
    later(1);
    expect(await handler.get("/route-cache/APP_PAGE/x/$/sites/b", PAGE)).toBeNull();
    await handler.set("k2", fetchEntry([expireAtTag(at)]), { fetchCache: true, tags: [expireAtTag(at)] });
    expect(await handler.get("k2", { kind: "FETCH", tags: [expireAtTag(at)] })).toBeNull();
  });

  it("renders anew for a tag marked stale (a profile), and for a tag expired in the future only from then", async () => {
    await handler.set("k3", fetchEntry(["a"]), { fetchCache: true, tags: ["a"] });
    later(10);
    await handler.revalidateTag("a", { expire: 300 });
    expect(await handler.get("k3", { kind: "FETCH", tags: ["a"] })).toBeNull();
  });

  it("stamps an entry with the start of its render: a tag expired while it rendered kills it", async () => {
    expect(await handler.get("k4", { kind: "FETCH", tags: ["tour:1"] })).toBeNull(); // the miss: render starts
    later(50);
    await handler.revalidateTag("tour:1", { expire: 0 }); // an edit commits while it renders old data
    later(50);
    await handler.set("k4", fetchEntry(["tour:1"]), { fetchCache: true, tags: ["tour:1"] });
    expect(await handler.get("k4", { kind: "FETCH", tags: ["tour:1"] })).toBeNull();
    later(10);
    await handler.set("k4", fetchEntry(["tour:1"]), { fetchCache: true, tags: ["tour:1"] });
    expect(await handler.get("k4", { kind: "FETCH", tags: ["tour:1"] })).not.toBeNull();
  });

  it("stamps a Pages Router page with its own render's start: an older render that ends after a newer one across an edit stays dead", async () => {
    const key = "/route-cache/PAGES/y/$/3/tour/5";
    const renderOf = (startedAt: number) => pagesPage(withPageCacheTags({ title: "t" }, ["public-tour:5"], startedAt));
    expect(await handler.get(key, { kind: "PAGES" })).toBeNull(); // render A starts, reads the old tour
    const startA = Date.now();
    later(50);
    await handler.revalidateTag("public-tour:5", { expire: 0 }); // the edit commits
    later(10);
    expect(await handler.get(key, { kind: "PAGES" })).toBeNull(); // render B starts after the edit
    const startB = Date.now();
    later(10);
    await handler.set(key, renderOf(startB), { cacheControl: { revalidate: 300 } }); // B ends first
    later(10);
    await handler.set(key, renderOf(startA), { cacheControl: { revalidate: 300 } }); // A, with old data, ends last
    expect(await handler.get(key, { kind: "PAGES" })).toBeNull();
    await handler.set(key, renderOf(Date.now()), { cacheControl: { revalidate: 300 } });
    expect(await handler.get(key, { kind: "PAGES" })).not.toBeNull();
  });

  it("ends every cached 404 when a tour's tag is expired with them (published, moderation lifted), on both hosts", async () => {
    for (const path of ["/3/tour/9", "/sites/kuhestan.localhost/3/tour/9"]) {
      await handler.set(`/route-cache/PAGES/y/$${path}`, null, { cacheControl: { revalidate: 60 } });
    }
    later(10);
    await handler.revalidateTag("sale-website:9", { expire: 0 }); // not a tour's: the 404s stay
    expect(await handler.get("/route-cache/PAGES/y/$/3/tour/9", { kind: "PAGES" })).toMatchObject({ value: null });
    // What lib/tours/public-tour-cache.ts expires for a tour.
    await handler.revalidateTag(withNotFoundPages(["public-tour:9"]), { expire: 0 });
    expect(await handler.get("/route-cache/PAGES/y/$/3/tour/9", { kind: "PAGES" })).toBeNull();
    expect(await handler.get("/route-cache/PAGES/y/$/sites/kuhestan.localhost/3/tour/9", { kind: "PAGES" })).toBeNull();
  });

  it("keeps a page's notFound (no value) for a minute only", async () => {
    await handler.set("/route-cache/PAGES/y/$/3/tour/9", null, { cacheControl: { revalidate: false } });
    expect(await handler.get("/route-cache/PAGES/y/$/3/tour/9", { kind: "PAGES" })).toMatchObject({ value: null });
    later(60_000);
    expect(await handler.get("/route-cache/PAGES/y/$/3/tour/9", { kind: "PAGES" })).toBeNull();
  });

  it("keeps a notFound with a shorter revalidate only that long (an unknown host's site home: 1 s)", async () => {
    const key = "/route-cache/PAGES/y/$/sites/nosuch.localhost";
    await handler.set(key, null, { cacheControl: { revalidate: 1 } });
    expect(await handler.get(key, { kind: "PAGES" })).toMatchObject({ value: null });
    later(999);
    expect(await handler.get(key, { kind: "PAGES" })).toMatchObject({ value: null });
    later(2);
    expect(await handler.get(key, { kind: "PAGES" })).toBeNull();
  });

  it("keeps the memory store under its size, dropping the least recently used", async () => {
    await resetStores();
    const small = new IncrementalHandler({ maxMemoryCacheSize: 3000 });
    for (const n of [1, 2, 3]) await small.set(`page-${n}`, appPage([], "x".repeat(900)), {});
    expect(await small.get("page-1", PAGE)).not.toBeNull(); // 1 is now the most recent
    await small.set("page-4", appPage([], "x".repeat(900)), {});
    expect(await small.get("page-2", PAGE)).toBeNull();
    for (const n of [1, 3, 4]) expect(await small.get(`page-${n}`, PAGE)).not.toBeNull();
  });

  it("counts each read by outcome on the process's stores, which the metrics read: hit, miss, dead, the LRU's own", async () => {
    const key = "/route-cache/APP_PAGE/x/$/counted";
    expect(await handler.get(key, PAGE)).toBeNull(); // nothing stored: a miss, and a render begins
    const stores = await installedStores()!;
    expect(stores.counts?.reads).toEqual({ hit: 0, miss: 1, dead: 0, error: 0 });
    // The render start times are the handler module's (one per process under Next): other tests' misses are there too.
    const pending = stores.counts!.pendingRenders;
    expect(pending).toBeGreaterThanOrEqual(1);
    await handler.set(key, appPage(["tour:5"]), { cacheControl: { revalidate: false } });
    expect(stores.counts?.pendingRenders).toBe(pending - 1); // written: the render's start is forgotten
    await handler.get(key, PAGE);
    await handler.get(key, PAGE);
    later(10);
    await handler.revalidateTag("tour:5", { expire: 0 });
    expect(await handler.get(key, PAGE)).toBeNull(); // stored, but its tag killed it
    expect(stores.counts?.reads).toEqual({ hit: 2, miss: 1, dead: 1, error: 0 });
    expect(stores.counts?.pendingRenders).toBe(pending);
    // The LRU found an entry 3 times (twice served, once dead) and none once; it holds one entry.
    expect(stores.memory).toMatchObject({ hits: 3, misses: 1, count: 1, maxBytes: 50 * 1024 * 1024 });
    expect(stores.memory!.size).toBeGreaterThan(20);
    expect(stores.tags.size).toBe(1);
  });

  it("tries the stores again on the next request when they could not start (Redis down at boot)", async () => {
    await resetStores();
    const down = storesOnce(async () => {
      throw new Error("ECONNREFUSED");
    });
    const handler = new IncrementalHandler({}, undefined);
    await expect(down).rejects.toThrow("ECONNREFUSED");
    expect(await handler.get("k", { kind: "FETCH" })).toBeNull(); // a miss, not an error
    const up = storesOnce(async () => ({
      kind: "memory",
      entries: new MemoryEntryStore(1_000_000),
      tags: new MemoryTagStore(),
      clock: processClock(),
    }));
    await expect(up).resolves.toMatchObject({ kind: "memory" });
  });
});
