import { Counter, Gauge } from "prom-client";
import { countsOf, type ReadOutcome } from "@/lib/cache/cache-counts";
import { installedStores, type CacheStores } from "@/lib/cache/stores";
import { ensureMetric } from "./metric";

/** The process's cache stores once a page or cached read made them (before that: no series yet). */
async function storesNow(): Promise<CacheStores | undefined> {
  try {
    return await installedStores();
  } catch {
    return undefined; // Redis unreachable at start: the handler's own log says so
  }
}

/**
 * The cache handler's series (lib/cache): its reads by outcome and each tier's (the process's LRU, Redis),
 * the LRU's estimated bytes and limit, and the entries each in-process map holds. Read from the stores on
 * globalThis at each scrape: the handler Next loaded and this route's bundle are different copies of lib/cache.
 */
export function ensureCacheMetrics() {
  ensureMetric(
    "hamsafar_cache_reads_total",
    () =>
      new Counter({
        name: "hamsafar_cache_reads_total",
        help: "Cache reads by cache (handler: what Next asked; memory: the process's LRU; redis: the shared store) and result",
        labelNames: ["cache", "result"],
        async collect() {
          const stores = await storesNow();
          if (!stores) return;
          this.reset();
          const { reads } = countsOf(stores);
          for (const result of Object.keys(reads) as ReadOutcome[])
            this.inc({ cache: "handler", result }, reads[result]);
          for (const [cache, tally] of [
            ["memory", stores.memory],
            ["redis", stores.redis],
          ] as const) {
            if (!tally) continue;
            this.inc({ cache, result: "hit" }, tally.hits);
            this.inc({ cache, result: "miss" }, tally.misses);
          }
        },
      }),
  );
  ensureMetric(
    "hamsafar_cache_size_bytes",
    () =>
      new Gauge({
        name: "hamsafar_cache_size_bytes",
        help: "The process's page and data cache (LRU): estimated bytes held (state=used) and its bound (state=limit)",
        labelNames: ["cache", "state"],
        async collect() {
          const stores = await storesNow();
          if (!stores?.memory) return;
          this.set({ cache: "memory", state: "used" }, stores.memory.size);
          this.set({ cache: "memory", state: "limit" }, stores.memory.maxBytes);
        },
      }),
  );
  ensureMetric(
    "hamsafar_cache_entries",
    () =>
      new Gauge({
        name: "hamsafar_cache_entries",
        help: "Entries of each in-process cache map: the LRU's pages and data, the tag records, the renders awaiting their write",
        labelNames: ["cache"],
        async collect() {
          const stores = await storesNow();
          if (!stores) return;
          if (stores.memory) this.set({ cache: "memory" }, stores.memory.count);
          this.set({ cache: "tag_records" }, stores.tags.size);
          this.set({ cache: "pending_renders" }, countsOf(stores).pendingRenders);
        },
      }),
  );
}
