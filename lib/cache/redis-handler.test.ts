// The handler on a real Redis (redis-server started here), as two instances would use it: each has
// its own connections and tag mirror, and sees the other's writes and tag expiries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { startRedis, type RunningRedis } from "@/tests/helpers/redis-server";
import { IncrementalHandler } from "./incremental-handler";
import { expireAtTag } from "./page-cache-tags";
import { redisStores, TAG_POLL_MS } from "./redis-stores";
import type { CacheStores } from "./stores";

let redis: RunningRedis;
let storesA: CacheStores;
let storesB: CacheStores;
let a: IncrementalHandler;
let b: IncrementalHandler;
const prefix = `test-${process.pid}:`;

beforeAll(async () => {
  redis = await startRedis();
  [storesA, storesB] = await Promise.all([redisStores(redis.url, prefix), redisStores(redis.url, prefix)]);
  a = new IncrementalHandler({}, Promise.resolve(storesA));
  b = new IncrementalHandler({}, Promise.resolve(storesB));
}, 30_000);

afterAll(async () => {
  await Promise.all([storesA?.tags.close(), storesB?.tags.close()]);
  await redis?.stop();
});

const appPage = (tags: string[]) => ({
  kind: "APP_PAGE",
  html: "<p>صفحه</p>",
  rscData: Buffer.from([0, 255, 1, 254]),
  headers: { "x-next-cache-tags": tags.join(",") },
  status: 200,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});
const PAGE = { kind: "APP_PAGE", isFallback: false };
const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
};

describe("the cache handler on Redis, two instances", () => {
  it("serves on B what A wrote, bytes and segment map intact, with a TTL", async () => {
    await a.set("/route-cache/APP_PAGE/h/$/sites/x", appPage(["sale-website:1"]), {
      cacheControl: { revalidate: false, expire: 600 },
    });
    const hit = await b.get("/route-cache/APP_PAGE/h/$/sites/x", PAGE);
    const value = hit?.value as ReturnType<typeof appPage>;
    expect(value.html).toBe("<p>صفحه</p>");
    expect(Buffer.isBuffer(value.rscData) && [...value.rscData]).toEqual([0, 255, 1, 254]);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(hit?.cacheControl).toEqual({ revalidate: false, expire: 600 });
    const client = createClient({ url: redis.url });
    await client.connect();
    const ttl = await client.ttl(`${prefix}entry:/route-cache/APP_PAGE/h/$/sites/x`);
    await client.quit();
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it("expires on B, at once, a tag revalidated on A (pub/sub)", async () => {
    await a.set("/route-cache/APP_PAGE/h/$/sites/y", appPage(["sale-website:2"]), {
      cacheControl: { revalidate: false },
    });
    expect(await b.get("/route-cache/APP_PAGE/h/$/sites/y", PAGE)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    const start = Date.now();
    await a.revalidateTag("sale-website:2", { expire: 0 });
    const seen = await waitFor(async () => (await b.get("/route-cache/APP_PAGE/h/$/sites/y", PAGE)) === null, 2000);
    expect(seen, "B still served the page 2 s after A expired its tag").not.toBeNull();
    console.info(`[cache] B saw A's expiry after ${seen! - start} ms`);
  });

  it("counts a change on both instances when A revalidates a tag (the page memo's signal, server/page-memo.ts)", async () => {
    const [before, beforeB] = [storesA.tags.changes, storesB.tags.changes];
    await a.revalidateTag("sale-website:9", { expire: 0 });
    expect(storesA.tags.changes).toBeGreaterThan(before);
    const seen = await waitFor(async () => storesB.tags.changes > beforeB, 2000);
    expect(seen, "B's change count did not move within 2 s of A's expiry").not.toBeNull();
  });

  it("catches up within the poll period on a change whose message it missed", async () => {
    await a.set(
      "k-missed",
      { kind: "FETCH", data: { body: "1" }, tags: ["site-host:sub:z"], revalidate: 31536000 },
      { fetchCache: true, tags: ["site-host:sub:z"] },
    );
    await new Promise((r) => setTimeout(r, 5));
    // A revalidation whose pub/sub message never arrives: the hash and the version only.
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.hSet(`${prefix}tags`, "site-host:sub:z", JSON.stringify({ expired: Date.now() }));
    await client.incr(`${prefix}tags:version`);
    await client.quit();
    const start = Date.now();
    // The poll period, with room for a loaded machine, and within the 2 s every instance is allowed.
    const seen = await waitFor(
      async () => (await b.get("k-missed", { kind: "FETCH", tags: ["site-host:sub:z"] })) === null,
      2000,
    );
    expect(seen, "B never re-read the tag records").not.toBeNull();
    console.info(`[cache] B re-read the tag records after ${seen! - start} ms (poll every ${TAG_POLL_MS} ms)`);
  });

  it("applies expire-at on every instance the same way", async () => {
    const at = Date.now() + 300;
    await a.set(
      "k-clock",
      { kind: "FETCH", data: { body: "2" }, tags: [expireAtTag(at)], revalidate: 31536000 },
      { fetchCache: true, tags: [expireAtTag(at)] },
    );
    expect(await b.get("k-clock", { kind: "FETCH", tags: [expireAtTag(at)] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, at - Date.now() + 5));
    expect(await b.get("k-clock", { kind: "FETCH", tags: [expireAtTag(at)] })).toBeNull();
    expect(await a.get("k-clock", { kind: "FETCH", tags: [expireAtTag(at)] })).toBeNull();
  });

  it("with an LRU in front: serves its near copy without Redis, and takes the newer one once a tag killed it", async () => {
    const [nearA, nearB] = await Promise.all([
      redisStores(redis.url, prefix, 1_000_000),
      redisStores(redis.url, prefix, 1_000_000),
    ]);
    const [ha, hb] = [
      new IncrementalHandler({}, Promise.resolve(nearA)),
      new IncrementalHandler({}, Promise.resolve(nearB)),
    ];
    const key = "/route-cache/APP_PAGE/h/$/sites/near";
    await ha.set(key, { ...appPage(["sale-website:9"]), html: "v1" }, { cacheControl: { revalidate: false } });
    expect((await hb.get(key, PAGE))?.value).toMatchObject({ html: "v1" });
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.del(`${prefix}entry:${key}`);
    expect((await hb.get(key, PAGE))?.value, "B read Redis for a page it holds").toMatchObject({ html: "v1" });
    await new Promise((r) => setTimeout(r, 5));
    await ha.revalidateTag("sale-website:9", { expire: 0 });
    await new Promise((r) => setTimeout(r, 5));
    expect(await ha.get(key, PAGE)).toBeNull(); // A renders anew…
    await ha.set(key, { ...appPage(["sale-website:9"]), html: "v2" }, { cacheControl: { revalidate: false } });
    const seen = await waitFor(
      async () => ((await hb.get(key, PAGE))?.value as { html?: string } | undefined)?.html === "v2",
      2000,
    );
    expect(seen, "B kept its killed near copy").not.toBeNull(); // …and B takes A's page from Redis
    // What the metrics read of each tier: B found A's page in Redis once while its LRU had none, then served its LRU.
    expect(nearB.redis!.hits).toBeGreaterThanOrEqual(1);
    expect(nearB.memory!.hits).toBeGreaterThanOrEqual(2);
    expect(nearB.memory!.misses).toBeGreaterThanOrEqual(1);
    expect(nearB.memory!.count).toBe(1);
    expect(nearB.counts?.reads.hit).toBeGreaterThanOrEqual(3);
    await client.quit();
    await Promise.all([nearA.tags.close(), nearB.tags.close()]);
  });

  it("answers a miss at once while Redis is down (no request waits for it)", async () => {
    const own = await startRedis();
    const stores = await redisStores(own.url, prefix);
    const handler = new IncrementalHandler({}, Promise.resolve(stores));
    await handler.set(
      "k-down",
      { kind: "FETCH", data: { body: "3" }, tags: [], revalidate: 60 },
      { fetchCache: true, tags: [] },
    );
    expect(await handler.get("k-down", { kind: "FETCH" })).not.toBeNull();
    await own.stop();
    const start = Date.now();
    expect(await handler.get("k-down", { kind: "FETCH" })).toBeNull();
    expect(Date.now() - start).toBeLessThan(500);
    // The read while Redis is down: a miss of the store, or, when the client had not yet seen it go, the handler's error.
    expect(stores.redis!.hits).toBe(1);
    expect(stores.redis!.misses + stores.counts!.reads.error).toBe(1);
    await stores.tags.close();
  });
});
