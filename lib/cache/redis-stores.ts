// The handler's stores on Redis (REDIS_URL), shared by every instance, over the official `redis`
// client. Entries: one string key each, with a TTL. Tags: one hash (tag → record) that every
// instance mirrors in memory, so checking an entry's tags costs no round trip; a revalidation
// writes the hash, bumps a version counter and publishes the records, and every instance applies
// the message at once (pub/sub) and re-reads the hash whenever the counter moved (checked every
// TAG_POLL_MS, for a message lost while a connection was down). A change is seen everywhere
// within TAG_POLL_MS at worst, typically within a millisecond.
import { createClient } from "redis";
import { MemoryEntryStore, TieredEntryStore, type EntryStore, type StoredEntry } from "./entry-store";
import { deserialize, serialize } from "./serialize";
import type { CacheStores } from "./stores";
import { revalidatedRecord, type TagDurations, type TagRecord } from "./tag-rules";
import { pruneOld, type TagStore } from "./tag-store";

export const TAG_POLL_MS = 1000;

type Client = ReturnType<typeof createClient>;

function connectClient(url: string, name: string): Client {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000), connectTimeout: 5000 },
  });
  let reported = false;
  client.on("error", (error) => {
    // node-redis reconnects on its own; say so once per outage, not on every retry.
    if (!reported) console.error(`[cache] Redis (${name}) unreachable, retrying:`, (error as Error).message);
    reported = true;
  });
  client.on("ready", () => (reported = false));
  return client;
}

class RedisEntryStore implements EntryStore {
  constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  async get(key: string) {
    // While Redis is down a read is a miss at once, not a request held until it is back.
    if (!this.client.isReady) return undefined;
    const text = await this.client.get(`${this.prefix}entry:${key}`);
    return text ? deserialize<StoredEntry>(text) : undefined;
  }

  async set(key: string, entry: StoredEntry, ttlSeconds: number) {
    if (!this.client.isReady) return;
    await this.client.set(`${this.prefix}entry:${key}`, serialize(entry), {
      expiration: { type: "EX", value: Math.max(1, Math.round(ttlSeconds)) },
    });
  }

  async close() {}
}

class RedisTagStore implements TagStore {
  private readonly records = new Map<string, TagRecord>();
  private version: string | null = null;
  private readonly hash: string;
  private readonly versionKey: string;
  private readonly channel: string;
  private timer: NodeJS.Timeout | undefined;
  private loaded: Promise<void>;

  constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    prefix: string,
  ) {
    this.hash = `${prefix}tags`;
    this.versionKey = `${prefix}tags:version`;
    this.channel = `${prefix}tags`;
    this.loaded = this.start();
  }

  private async start() {
    await this.subscriber.subscribe(this.channel, (message) => {
      for (const [tag, record] of Object.entries(JSON.parse(message) as Record<string, TagRecord>))
        this.records.set(tag, record);
    });
    await this.refresh();
    this.timer = setInterval(() => this.refresh().catch(() => {}), TAG_POLL_MS);
    this.timer.unref();
  }

  /** Re-reads the hash when its version moved (or on the first call). */
  async refresh() {
    if (!this.client.isReady && this.version !== null) return;
    const version = await this.client.get(this.versionKey);
    if (version === this.version && this.version !== null) return;
    const all = await this.client.hGetAll(this.hash);
    const fresh = new Map(Object.entries(all).map(([tag, text]) => [tag, JSON.parse(text) as TagRecord]));
    const before = fresh.size;
    pruneOld(fresh, Date.now());
    if (fresh.size < before)
      await this.client.hDel(
        this.hash,
        Object.keys(all).filter((tag) => !fresh.has(tag)),
      );
    this.records.clear();
    for (const [tag, record] of fresh) this.records.set(tag, record);
    this.version = version ?? "0";
  }

  ready() {
    return this.loaded;
  }

  lookup(tag: string) {
    return this.records.get(tag);
  }

  async revalidate(tags: string[], durations?: TagDurations) {
    const now = Date.now();
    const updates: Record<string, TagRecord> = {};
    for (const tag of tags) {
      updates[tag] = revalidatedRecord(this.records.get(tag), now, durations);
      this.records.set(tag, updates[tag]);
    }
    // Queued by the client while Redis is down, and sent once it is back.
    await this.client
      .multi()
      .hSet(
        this.hash,
        Object.fromEntries(Object.entries(updates).map(([tag, record]) => [tag, JSON.stringify(record)])),
      )
      .incr(this.versionKey)
      .publish(this.channel, JSON.stringify(updates))
      .exec();
  }

  async close() {
    clearInterval(this.timer);
    // Tests and shutdown only: nothing queued matters then, and a closed server must not hold it.
    this.subscriber.destroy();
    this.client.destroy();
  }
}

/** `nearBytes`: the size of this process's LRU in front of Redis (0: none, every read goes to Redis). */
export async function redisStores(url: string, prefix: string, nearBytes = 0): Promise<CacheStores> {
  const client = connectClient(url, "cache");
  const subscriber = connectClient(url, "tags");
  await Promise.all([client.connect(), subscriber.connect()]);
  // Open connections must not keep a process alive that is done otherwise (a script, next build).
  client.unref();
  subscriber.unref();
  const tags = new RedisTagStore(client, subscriber, prefix);
  await tags.ready();
  const far = new RedisEntryStore(client, prefix);
  return {
    kind: "redis",
    entries: nearBytes > 0 ? new TieredEntryStore(new MemoryEntryStore(nearBytes), far) : far,
    tags,
  };
}
