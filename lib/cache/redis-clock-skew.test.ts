// Two instances on one real Redis whose own clocks disagree by two minutes (A runs 60 s ahead, B 60 s
// behind), as two machines without a synchronised clock would. Tag expiries are stamped by Redis and each
// entry with the lower bound of Redis' time at its render's start (cache-clock.ts), so neither instance
// ever serves a page an edit through the other one killed; and the prune of old tag records, racing
// expiries of the same tags, never loses the newer expiry (one Lua script on Redis).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { startRedis, type RunningRedis } from "@/tests/helpers/redis-server";
import { IncrementalHandler } from "./incremental-handler";
import { expireAtTag } from "./page-cache-tags";
import { redisStores } from "./redis-stores";
import type { CacheStores } from "./stores";

const SKEW_MS = 60_000;
let redis: RunningRedis;
let client: ReturnType<typeof createClient>;
let storesA: CacheStores;
let storesB: CacheStores;
let a: IncrementalHandler;
let b: IncrementalHandler;
const prefix = `skew-${process.pid}:`;

beforeAll(async () => {
  redis = await startRedis();
  client = createClient({ url: redis.url });
  await client.connect();
  // With an LRU in front of Redis, as a server runs it: a near copy must die too.
  [storesA, storesB] = await Promise.all([
    redisStores(redis.url, prefix, 1_000_000, () => Date.now() + SKEW_MS),
    redisStores(redis.url, prefix, 1_000_000, () => Date.now() - SKEW_MS),
  ]);
  a = new IncrementalHandler({}, Promise.resolve(storesA));
  b = new IncrementalHandler({}, Promise.resolve(storesB));
}, 30_000);

afterAll(async () => {
  await Promise.all([storesA?.tags.close(), storesB?.tags.close()]);
  await client?.quit();
  await redis?.stop();
});

const page = (tag: string, html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: { "x-next-cache-tags": tag },
  status: 200,
});
const PAGE = { kind: "APP_PAGE", isFallback: false };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The pub/sub message's way to the other instance (1–40 ms measured; the poll catches up within 1 s). */
const DELIVERY_MS = 100;
const htmlOf = (hit: Awaited<ReturnType<IncrementalHandler["get"]>>) => (hit?.value as { html?: string })?.html;
let serial = 0;

/** A renders a page (miss, then set), `editor` expires its tag: neither instance serves it afterwards. */
async function editKillsRender(renderer: IncrementalHandler, editor: IncrementalHandler, other: IncrementalHandler) {
  const key = `/app/skew-${++serial}`;
  const tag = `public-tour:${serial}`;
  expect(await renderer.get(key, PAGE)).toBeNull();
  await renderer.set(key, page(tag, "old"), { cacheControl: { revalidate: false } });
  expect(htmlOf(await other.get(key, PAGE)), "the other instance reads the page").toBe("old");
  await pause(5);
  await editor.revalidateTag(tag, { expire: 0 });
  await pause(DELIVERY_MS);
  expect(await renderer.get(key, PAGE), "the renderer served its page after the edit").toBeNull();
  expect(await other.get(key, PAGE), "the other instance served the page after the edit").toBeNull();
  // The render after the edit is served on both (the margin of the stamp costs one render, no more).
  await pause(5);
  await renderer.set(key, page(tag, "new"), { cacheControl: { revalidate: false } });
  expect(htmlOf(await renderer.get(key, PAGE))).toBe("new");
  expect(htmlOf(await other.get(key, PAGE))).toBe("new");
}

describe("the cache on Redis, instances with skewed clocks (A +60 s, B −60 s)", () => {
  it("takes Redis' clock on both: the offsets are measured, not assumed", () => {
    const now = Date.now();
    expect(Math.abs(storesA.clock.now() - now)).toBeLessThan(1000);
    expect(Math.abs(storesB.clock.now() - now)).toBeLessThan(1000);
    expect(storesA.clock.local() - storesB.clock.local()).toBeGreaterThan(2 * SKEW_MS - 1000);
  });

  it("an edit through B kills the page A rendered, on both", async () => {
    await editKillsRender(a, b, b);
  });

  it("an edit through A kills the page B rendered, on both", async () => {
    await editKillsRender(b, a, a);
  });

  it("an edit through either kills a page rendered on the same instance, seen from the other", async () => {
    await editKillsRender(a, a, b);
    await editKillsRender(b, b, a);
  });

  it("a render racing an edit (begun before it, written after it) is never served", async () => {
    for (const [renderer, editor] of [
      [a, b],
      [b, a],
      [a, a],
      [b, b],
    ] as const) {
      const key = `/app/race-${++serial}`;
      const tag = `public-tour:${serial}`;
      expect(await renderer.get(key, PAGE)).toBeNull(); // the render begins: it reads the old data
      await editor.revalidateTag(tag, { expire: 0 }); // the edit lands meanwhile
      await pause(DELIVERY_MS);
      await renderer.set(key, page(tag, "read before the edit"), { cacheControl: { revalidate: false } });
      expect(await a.get(key, PAGE), "A served a render that began before the edit").toBeNull();
      expect(await b.get(key, PAGE), "B served a render that began before the edit").toBeNull();
    }
  });

  it("a Pages Router render that says it began before the edit is never served", async () => {
    const key = `/pages/race-${++serial}`;
    const tag = `public-tour:${serial}`;
    const startedAt = storesB.clock.local(); // the page's own Date.now, on B's (behind) clock
    await pause(5);
    await a.revalidateTag(tag, { expire: 0 });
    await pause(DELIVERY_MS);
    const value = {
      kind: "PAGES",
      html: "x",
      pageData: { pageProps: { __cacheTags: [tag], __renderStartedAt: startedAt } },
    };
    await b.set(key, value, { cacheControl: { revalidate: 300 } });
    expect(await a.get(key, { kind: "PAGES" })).toBeNull();
    expect(await b.get(key, { kind: "PAGES" })).toBeNull();
  });

  it("gives Next lastModified on its own process's clock (its revalidate period is judged by Date.now)", async () => {
    const key = `/app/stamp-${++serial}`;
    await b.set(key, page(`t:${serial}`, "x"), { cacheControl: { revalidate: 10 } });
    const onA = await a.get(key, PAGE);
    const onB = await b.get(key, PAGE);
    expect(Math.abs(onA!.lastModified - storesA.clock.local())).toBeLessThan(1000);
    expect(Math.abs(onB!.lastModified - storesB.clock.local())).toBeLessThan(1000);
  });

  it("ends an expire-at entry at the same instant on both", async () => {
    const [seconds, micros] = (await client.sendCommand(["TIME"])) as [string, string];
    const at = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 400;
    const key = `k-clock-${++serial}`;
    const fetch = { kind: "FETCH", tags: [expireAtTag(at)] };
    await a.set(
      key,
      { kind: "FETCH", data: { body: "1" }, tags: [expireAtTag(at)], revalidate: 31536000 },
      {
        fetchCache: true,
        tags: [expireAtTag(at)],
      },
    );
    expect(await a.get(key, fetch)).not.toBeNull(); // A's own clock is 60 s past `at`: it used Redis'
    expect(await b.get(key, fetch)).not.toBeNull();
    await pause(at - storesA.clock.now() + 20);
    expect(await b.get(key, fetch), "B (60 s behind) served past the instant").toBeNull();
    expect(await a.get(key, fetch)).toBeNull();
  });
});

describe("the prune of old tag records", () => {
  it("racing expiries of the same tags, never loses the newer expiry", async () => {
    const hash = `${prefix}tags`;
    for (let round = 0; round < 20; round++) {
      const tags = Array.from({ length: 50 }, (_, i) => `prune-${round}-${i}`);
      // Records eight days old (by Redis' clock the prune finds them all removable)…
      await client.hSet(hash, Object.fromEntries(tags.map((tag) => [tag, JSON.stringify({ expired: 1000 })])));
      // …half of which are expired anew, through both instances, while the prune runs.
      const renewed = tags.filter((_, i) => i % 2 === 0);
      const before = storesA.clock.now();
      const [removed] = await Promise.all([
        storesB.tags.prune(),
        ...renewed.map((tag, i) => (i % 2 ? a : b).revalidateTag(tag, { expire: 0 })),
      ]);
      const after = await client.hmGet(hash, tags);
      renewed.forEach((tag) => {
        const record = after[tags.indexOf(tag)];
        expect(record, `round ${round}: the prune deleted ${tag}'s newer expiry`).not.toBeNull();
        expect(JSON.parse(record!).expired).toBeGreaterThan(before - 1000);
      });
      // What the prune removed was old when it ran: the others, and renewed ones whose expiry came after.
      expect(removed).toBeGreaterThanOrEqual(tags.length - renewed.length);
      await storesB.tags.prune(); // the old half is gone whatever the order
      const left = await client.hmGet(hash, tags);
      tags.forEach((tag, i) => expect(left[i] !== null, tag).toBe(i % 2 === 0));
    }
  });

  it("is taken by one instance at a time, at most once an hour", async () => {
    await client.del(`${prefix}tags:prune-turn`);
    await client.hSet(`${prefix}tags`, "turn-old", JSON.stringify({ expired: 1000 }));
    // The poll (every second) of one of the two takes the turn and prunes.
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && (await client.hExists(`${prefix}tags`, "turn-old"))) await pause(50);
    expect(Number(await client.hExists(`${prefix}tags`, "turn-old"))).toBe(0);
    expect(await client.ttl(`${prefix}tags:prune-turn`)).toBeGreaterThan(3500);
  });
});
