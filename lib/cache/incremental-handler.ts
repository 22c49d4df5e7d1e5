// Next's incremental cache handler (next.config.mjs `cacheHandler`: this file compiled into lib/cache/generated/
// by the build, scripts/build-cache-handler.mjs): App Router pages and route handlers, unstable_cache entries and
// Pages Router ISR pages. With REDIS_URL every instance writes to one Redis, reads through a bounded LRU of its own
// in front of it, and sees every tag expiry within a moment (redis-stores.ts); without it, the
// bounded LRU alone (one instance).
//
// Tags of an entry: an App Router entry's are Next's (its x-next-cache-tags header: the tags of the
// cached reads made while rendering and its path's implicit tags); an unstable_cache entry's are those
// it was created with plus the reading page's implicit tags; a Pages Router entry's are its props'
// __cacheTags (page-cache-tags.ts); nothing is read out of the key (opaque, Next's docs say). An entry is
// dead when a tag expired after it was written (on one clock: cache-clock.ts), or when it carries
// `expire-at:<ms>` and that instant has come (tag-rules.ts).
//
// Time bounds: an entry lives at most its cacheControl expire, and never past ENTRY_MAX_AGE_MS (Redis
// TTL, LRU deadline); an entry without value (a Pages Router notFound) lives NULL_ENTRY_SECONDS, or its
// revalidate when shorter (a site home's unknown host: 1 s), and carries NOT_FOUND_PAGES_TAG, which every
// expiry of a tour's tag expires too, so publishing the tour or lifting its moderation ends it (tour-page-tags.ts).
import { env } from "../config/env";
import { processClock } from "./cache-clock";
import { countsOf } from "./cache-counts";
import { MemoryEntryStore, type EntryCacheControl, type StoredEntry } from "./entry-store";
import { pageCacheTagsOf, pageRenderStartOf } from "./page-cache-tags";
import { storesOnce, type CacheStores } from "./stores";
import { isDead, type TagDurations } from "./tag-rules";
import { NOT_FOUND_PAGES_TAG } from "./tour-page-tags";
import { ENTRY_MAX_AGE_MS, MemoryTagStore } from "./tag-store";

const NULL_ENTRY_SECONDS = 60;
/** Next's default in-memory size (cacheMaxMemorySize) when it passes none. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

/** What Next passes to the constructor (the fields this handler uses). */
export interface HandlerContext {
  maxMemoryCacheSize?: number;
}

interface GetContext {
  kind: string;
  isFallback?: boolean;
  tags?: string[];
  softTags?: string[];
}

interface SetContext {
  fetchCache?: boolean;
  tags?: string[];
  cacheControl?: EntryCacheControl;
}

type Value = {
  kind: string;
  headers?: Record<string, unknown>;
  pageData?: { pageProps?: unknown };
  tags?: string[];
  [field: string]: unknown;
} | null;

/** What get() answers Next. */
export interface HandlerValue {
  lastModified: number;
  value: unknown;
  cacheControl?: EntryCacheControl;
}

async function makeStores(maxBytes: number): Promise<CacheStores> {
  if (env.REDIS_URL && env.NEXT_PHASE !== "phase-production-build") {
    const { redisStores } = await import("./redis-stores");
    return redisStores(env.REDIS_URL, env.REDIS_KEY_PREFIX, maxBytes);
  }
  const clock = processClock();
  const memory = new MemoryEntryStore(maxBytes);
  return { kind: "memory", entries: memory, tags: new MemoryTagStore(clock), clock, memory };
}

/** The tags an entry carries, read from what Next stores. */
export function tagsOfEntry(value: Value, ctx: SetContext): string[] {
  if (!value) return [NOT_FOUND_PAGES_TAG];
  switch (value.kind) {
    case "FETCH":
      return ctx.tags ?? value.tags ?? [];
    case "APP_PAGE":
    case "APP_ROUTE": {
      const header = value.headers?.["x-next-cache-tags"];
      return typeof header === "string" && header ? header.split(",") : [];
    }
    case "PAGES":
      return pageCacheTagsOf(value.pageData?.pageProps);
    default:
      return [];
  }
}

function ttlSeconds(value: Value, cacheControl: EntryCacheControl | undefined): number {
  if (!value) {
    // A notFound with a shorter revalidate than the minute (a site's home of an unknown host: 1 s) is kept that long.
    const revalidate = cacheControl?.revalidate;
    return typeof revalidate === "number" && revalidate > 0
      ? Math.min(revalidate, NULL_ENTRY_SECONDS)
      : NULL_ENTRY_SECONDS;
  }
  const max = ENTRY_MAX_AGE_MS / 1000;
  return typeof cacheControl?.expire === "number" && cacheControl.expire > 0 ? Math.min(cacheControl.expire, max) : max;
}

/**
 * The instant a render began, per key: the miss (or dead entry) that made Next render. The entry is
 * stamped with it rather than with the moment it is written, so a tag expired while it rendered
 * (from old data) still kills it. Bounded: a render that never writes leaves one small slot.
 */
const renderStarts = new Map<string, number>();
const RENDER_STARTS_MAX = 10_000;

function noteRenderStart(key: string, now: number) {
  renderStarts.delete(key);
  renderStarts.set(key, now);
  if (renderStarts.size > RENDER_STARTS_MAX) renderStarts.delete(renderStarts.keys().next().value!);
}

export class IncrementalHandler {
  private readonly stores: Promise<CacheStores>;

  /** `stores`: tests give each simulated instance its own; Next passes none (the process's). */
  constructor(ctx: HandlerContext = {}, stores?: Promise<CacheStores>) {
    this.stores = stores ?? storesOnce(() => makeStores(ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES));
  }

  async get(key: string, ctx: GetContext): Promise<HandlerValue | null> {
    let stored: StoredEntry | undefined;
    let stores: CacheStores;
    let now: number;
    const tagsOf = (entry: StoredEntry) =>
      ctx.kind === "FETCH" ? [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : entry.tags;
    // Every instant compared here is on the shared clock (cache-clock.ts): tag records, entry stamps, deadlines.
    const alive = (entry: StoredEntry) =>
      (entry.deadline === undefined || entry.deadline > now) &&
      !isDead(tagsOf(entry), entry.lastModified, now, (tag) => stores.tags.lookup(tag));
    try {
      stores = await this.stores;
      await stores.tags.ready();
      now = stores.clock.now();
      stored = await stores.entries.get(key, alive);
    } catch (error) {
      // A cache that does not answer is a miss: the page is rendered from the database.
      console.error("[cache] read failed", key, error);
      const up = await this.stores.catch(() => undefined);
      if (up) countsOf(up).reads.error++;
      return null;
    }
    const counts = countsOf(stores);
    if (!stored || !alive(stored)) {
      counts.reads[stored ? "dead" : "miss"]++;
      noteRenderStart(key, stores.clock.lowerBound(stores.clock.local()));
      counts.pendingRenders = renderStarts.size;
      return null;
    }
    counts.reads.hit++;
    renderStarts.delete(key);
    counts.pendingRenders = renderStarts.size;
    // Next judges a page's revalidate period by its own Date.now: the stamp goes back on this process's clock.
    return {
      lastModified: stores.clock.toLocal(stored.lastModified),
      value: stored.value,
      cacheControl: stored.cacheControl,
    };
  }

  async set(key: string, value: Value, ctx: SetContext = {}): Promise<void> {
    let stores: CacheStores;
    try {
      stores = await this.stores;
    } catch (error) {
      console.error("[cache] write failed", key, error);
      return;
    }
    const { clock } = stores;
    // A Pages Router page says when its own render began (page-cache-tags.ts, this process's clock); the
    // key's last miss may belong to another render of the same page that overlapped this one.
    const ownStart = value?.kind === "PAGES" ? pageRenderStartOf(value.pageData?.pageProps) : null;
    const keyStart = renderStarts.get(key) ?? clock.lowerBound(clock.local());
    const lastModified = ownStart === null ? keyStart : Math.min(clock.lowerBound(ownStart), keyStart);
    renderStarts.delete(key);
    countsOf(stores).pendingRenders = renderStarts.size;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const ttl = ttlSeconds(value, cacheControl);
    const entry: StoredEntry = {
      lastModified,
      deadline: clock.now() + ttl * 1000,
      value,
      tags: tagsOfEntry(value, ctx),
      ...(cacheControl ? { cacheControl } : {}),
    };
    try {
      await stores.entries.set(key, entry, ttl);
    } catch (error) {
      console.error("[cache] write failed", key, error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void> {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length) await (await this.stores).tags.revalidate(list, durations);
  }

  resetRequestCache() {}
}

export default IncrementalHandler;
