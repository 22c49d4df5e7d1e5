// The stores of this process's cache handler, kept on globalThis: Next builds a handler per request,
// and the app's own bundle (expire-tags.ts) reaches the same stores as the handler Next loaded.
import type { CacheClock } from "./cache-clock";
import type { CacheCounts } from "./cache-counts";
import type { EntryStore, MemoryEntryStore, ReadTally } from "./entry-store";
import type { TagStore } from "./tag-store";

export interface CacheStores {
  kind: "memory" | "redis";
  entries: EntryStore;
  tags: TagStore;
  /** The clock tag expiries and entry stamps are compared on (cache-clock.ts). */
  clock: CacheClock;
  /** What the metrics read (lib/metrics/ensure-cache-metrics.ts): the handler's counts (cache-counts.ts), */
  counts?: CacheCounts;
  /** the process's LRU (alone, or in front of Redis), */
  memory?: MemoryEntryStore;
  /** and Redis' entry store, when there is one. */
  redis?: ReadTally;
}

const KEY = Symbol.for("hamsafar.cacheStores");
type Registry = { [KEY]?: Promise<CacheStores> };

export function installedStores(): Promise<CacheStores> | undefined {
  return (globalThis as Registry)[KEY];
}

/** The process's stores, made by `make` on the first call. */
export function storesOnce(make: () => Promise<CacheStores>): Promise<CacheStores> {
  const registry = globalThis as Registry;
  if (!registry[KEY]) {
    const made = make();
    registry[KEY] = made;
    // A store that could not start (Redis unreachable at boot) is tried again by the next request.
    made.catch(() => {
      if (registry[KEY] === made) delete registry[KEY];
    });
  }
  return registry[KEY];
}

/** Tests: forget the stores (closing them). */
export async function resetStores() {
  const registry = globalThis as Registry;
  const stores = registry[KEY];
  delete registry[KEY];
  if (stores) {
    const { entries, tags } = await stores;
    await Promise.all([entries.close(), tags.close()]);
  }
}
