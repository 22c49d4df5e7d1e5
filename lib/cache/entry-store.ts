// Where the handler keeps entries: a bounded LRU in this process (memory-entry-store below) or Redis
// (redis-entry-store.ts). An entry is what Next handed to set(), with the tags the handler read
// from it and the instant it was written.

/** Next's cache lifetime of a page or route (seconds; revalidate false = until a tag expires it). */
export interface EntryCacheControl {
  revalidate: number | false;
  expire?: number;
}

export interface StoredEntry {
  lastModified: number;
  /** Epoch ms after which the entry is gone, whichever store holds it (its TTL as an instant). */
  deadline?: number;
  /** Next's value (kind APP_PAGE, APP_ROUTE, PAGES, FETCH or REDIRECT), stored as given. */
  value: unknown;
  tags: string[];
  cacheControl?: EntryCacheControl;
}

export interface EntryStore {
  /** `usable`: whether an entry may be served (its tags); a store with tiers looks further for one that may. */
  get(key: string, usable?: (entry: StoredEntry) => boolean): Promise<StoredEntry | undefined>;
  /** Stores the entry for at most `ttlSeconds`. */
  set(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** A store's reads that found an entry within its deadline (hits) and those that did not (misses). */
export interface ReadTally {
  readonly hits: number;
  readonly misses: number;
}

/**
 * The bytes a string takes in the heap: V8 keeps one byte a character only while every character is Latin-1; one
 * Persian letter makes it two a character (a Persian page's HTML and flight data: twice their length).
 */
const stringBytes = (text: string): number => (/[^\u0000-\u00ff]/.test(text) ? 2 * text.length : text.length);

/** The estimated heap bytes of a value Next hands the cache: strings as the heap keeps them, bytes as they are. */
const bytesOf = (value: unknown): number => {
  if (value == null) return 0;
  if (typeof value === "string") return stringBytes(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let size = 0;
    for (const [key, item] of value) size += stringBytes(String(key)) + bytesOf(item);
    return size;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + bytesOf(item), 0);
  if (typeof value === "object")
    return Object.entries(value).reduce((sum, [key, item]) => sum + stringBytes(key) + bytesOf(item), 0);
  return 8;
};

/** An LRU bounded by the (estimated) bytes of its entries, each also bounded in time. */
export class MemoryEntryStore implements EntryStore, ReadTally {
  private readonly entries = new Map<string, { entry: StoredEntry; size: number; deadline: number }>();
  private total = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  /** The estimated bytes held. */
  get size() {
    return this.total;
  }

  /** The entries held. */
  get count() {
    return this.entries.size;
  }

  async get(key: string) {
    const slot = this.entries.get(key);
    if (!slot) {
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    if (slot.deadline <= Date.now()) {
      this.total -= slot.size;
      this.misses++;
      return undefined;
    }
    this.entries.set(key, slot); // now the most recently used
    this.hits++;
    return slot.entry;
  }

  async set(key: string, entry: StoredEntry, ttlSeconds: number) {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.size;
    }
    const size = stringBytes(key) + bytesOf(entry.value) + bytesOf(entry.tags);
    if (size > this.maxBytes) return; // larger than the whole store: not kept
    this.entries.set(key, { entry, size, deadline: Date.now() + ttlSeconds * 1000 });
    this.total += size;
    for (const [oldest, slot] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= slot.size;
    }
  }

  async close() {
    this.entries.clear();
    this.total = 0;
  }
}

/**
 * Redis with this process's LRU in front, so a cached page costs no Redis read on the hot path (a
 * page of ~200 KB is a string to fetch, parse and decode: tens of milliseconds on a loaded machine).
 * Safe because freshness never comes from the store: a tag expiry reaches every instance's tag
 * mirror and kills the near copy too, and then the far one is read (another instance may have
 * written a newer entry since). An entry past its deadline is gone from both.
 */
export class TieredEntryStore implements EntryStore {
  constructor(
    private readonly near: MemoryEntryStore,
    private readonly far: EntryStore,
  ) {}

  async get(key: string, usable: (entry: StoredEntry) => boolean = () => true) {
    const near = await this.near.get(key);
    if (near && usable(near)) return near;
    const far = await this.far.get(key);
    if (far && usable(far)) await this.near.set(key, far, far.deadline ? (far.deadline - Date.now()) / 1000 : 60);
    return far;
  }

  async set(key: string, entry: StoredEntry, ttlSeconds: number) {
    await this.near.set(key, entry, ttlSeconds);
    await this.far.set(key, entry, ttlSeconds);
  }

  async close() {
    await Promise.all([this.near.close(), this.far.close()]);
  }
}
