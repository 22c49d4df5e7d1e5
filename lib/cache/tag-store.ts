// The tag manifest of the cache handler: when each tag was expired. One interface, two stores: this
// process's memory (one instance) and Redis (every instance: lib/cache/redis-stores.ts). Reads are local
// and synchronous (a Map), so checking an entry's tags costs no round trip on the hot path.
import { processClock, type CacheClock } from "./cache-clock";
import { revalidatedRecord, type TagDurations, type TagRecord } from "./tag-rules";

export interface TagStore {
  /** Resolves once the local manifest holds what the shared one held at start. */
  ready(): Promise<void>;
  lookup(tag: string): TagRecord | undefined;
  /** The records this process holds (its mirror of Redis' hash, or its own). */
  readonly size: number;
  /**
   * How many times this process's records changed (an expiry here, or one another instance published): what
   * was served before a change may be out of date, what was served since is as fresh as the records say
   * (the front door's page memo, server/page-memo.ts, keeps an answer only while this stays put).
   */
  readonly changes: number;
  /** revalidateTag/revalidatePath reach this (through the handler), with Next's durations. */
  revalidate(tags: string[], durations?: TagDurations): Promise<void>;
  /** Removes the records older than `maxAgeMs` (no live entry can be older); answers how many went. */
  prune(maxAgeMs?: number): Promise<number>;
  close(): Promise<void>;
}

/** Tag records older than this cannot concern a live entry (entries live at most ENTRY_MAX_AGE_MS). */
export const ENTRY_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function pruneOld(records: Map<string, TagRecord>, now: number, maxAgeMs = ENTRY_MAX_AGE_MS): number {
  let removed = 0;
  for (const [tag, record] of records) {
    if (Math.max(record.expired ?? 0, record.stale ?? 0) < now - maxAgeMs) {
      records.delete(tag);
      removed++;
    }
  }
  return removed;
}

/** The later of two records of one tag, field by field (a late message must not undo a newer expiry). */
export function laterRecord(a: TagRecord | undefined, b: TagRecord): TagRecord {
  if (!a) return b;
  const later = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y));
  const stale = later(a.stale, b.stale);
  const expired = later(a.expired, b.expired);
  return { ...(stale !== undefined ? { stale } : {}), ...(expired !== undefined ? { expired } : {}) };
}

export class MemoryTagStore implements TagStore {
  private readonly records = new Map<string, TagRecord>();
  private lastPrune = 0;
  changes = 0;

  constructor(private readonly clock: CacheClock = processClock()) {}

  async ready() {}

  lookup(tag: string) {
    return this.records.get(tag);
  }

  get size() {
    return this.records.size;
  }

  async revalidate(tags: string[], durations?: TagDurations) {
    const now = this.clock.now();
    for (const tag of tags) this.records.set(tag, revalidatedRecord(this.records.get(tag), now, durations));
    this.changes++;
    if (now - this.lastPrune > 3600_000) {
      this.lastPrune = now;
      pruneOld(this.records, now);
    }
  }

  async prune(maxAgeMs = ENTRY_MAX_AGE_MS) {
    return pruneOld(this.records, this.clock.now(), maxAgeMs);
  }

  async close() {}
}
