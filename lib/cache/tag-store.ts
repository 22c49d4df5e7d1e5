// The tag manifest of the cache handler: when each tag was expired. One interface, two stores: this
// process's memory (one instance) and Redis (every instance: redis-tag-store.ts). Reads are local
// and synchronous (a Map), so checking an entry's tags costs no round trip on the hot path.
import { revalidatedRecord, type TagDurations, type TagRecord } from "./tag-rules";

export interface TagStore {
  /** Resolves once the local manifest holds what the shared one held at start. */
  ready(): Promise<void>;
  lookup(tag: string): TagRecord | undefined;
  /** revalidateTag/revalidatePath reach this (through the handler), with Next's durations. */
  revalidate(tags: string[], durations?: TagDurations): Promise<void>;
  close(): Promise<void>;
}

/** Tag records older than this cannot concern a live entry (entries live at most ENTRY_MAX_AGE_MS). */
export const ENTRY_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function pruneOld(records: Map<string, TagRecord>, now: number) {
  for (const [tag, record] of records) {
    if (Math.max(record.expired ?? 0, record.stale ?? 0) < now - ENTRY_MAX_AGE_MS) records.delete(tag);
  }
}

export class MemoryTagStore implements TagStore {
  private readonly records = new Map<string, TagRecord>();
  private lastPrune = 0;

  async ready() {}

  lookup(tag: string) {
    return this.records.get(tag);
  }

  async revalidate(tags: string[], durations?: TagDurations) {
    const now = Date.now();
    for (const tag of tags) this.records.set(tag, revalidatedRecord(this.records.get(tag), now, durations));
    if (now - this.lastPrune > 3600_000) {
      this.lastPrune = now;
      pruneOld(this.records, now);
    }
  }

  async close() {}
}
