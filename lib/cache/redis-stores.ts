// The handler's stores on Redis (REDIS_URL), shared by every instance, over the official `redis`
// client. Entries: one string key each, with a TTL. Tags: one hash (tag → record) that every
// instance mirrors in memory, so checking an entry's tags costs no round trip; a revalidation
// writes the hash, bumps a version counter and publishes the records (one Lua script, stamped with
// Redis' clock: cache-clock.ts), and every instance applies
// the message at once (pub/sub) and re-reads the hash whenever the counter moved (checked every
// TAG_POLL_MS, for a message lost while a connection was down). A change is seen everywhere
// within TAG_POLL_MS at worst, typically within a millisecond.
import { createClient } from "redis";
import { MemoryEntryStore, TieredEntryStore, type EntryStore, type ReadTally, type StoredEntry } from "./entry-store";
import { deserialize, serialize } from "./serialize";
import type { CacheStores } from "./stores";
import { revalidatedRecord, type TagDurations, type TagRecord } from "./tag-rules";
import { ENTRY_MAX_AGE_MS, laterRecord, pruneOld, type TagStore } from "./tag-store";
import { followingClock } from "./cache-clock";

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

class RedisEntryStore implements EntryStore, ReadTally {
  hits = 0;
  misses = 0;

  constructor(
    private readonly client: Client,
    private readonly prefix: string,
  ) {}

  async get(key: string) {
    // While Redis is down a read is a miss at once, not a request held until it is back.
    if (!this.client.isReady) {
      this.misses++;
      return undefined;
    }
    const text = await this.client.get(`${this.prefix}entry:${key}`);
    if (text) this.hits++;
    else this.misses++;
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

/**
 * A revalidation, in one step on Redis (atomic: no other script or command runs in between): the
 * records are stamped with Redis' own clock (TIME), written, the version bumped and the records
 * published. KEYS: hash, version, channel; ARGV: mode ("now" = expired now, "stale" = stale now and
 * expired ARGV[2] seconds later, ARGV[2] "" = no expiry), then the tags. Answers the records (JSON).
 */
const REVALIDATE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local updates = {}
for i = 3, #ARGV do
  local tag = ARGV[i]
  local text = redis.call('HGET', KEYS[1], tag)
  local record = text and cjson.decode(text) or {}
  if ARGV[1] == 'now' then
    record.expired = now
  else
    record.stale = now
    if ARGV[2] ~= '' then record.expired = now + tonumber(ARGV[2]) * 1000 end
  end
  redis.call('HSET', KEYS[1], tag, cjson.encode(record))
  updates[tag] = record
end
local message = cjson.encode(updates)
redis.call('INCR', KEYS[2])
redis.call('PUBLISH', KEYS[3], message)
return message
`;

/**
 * The prune of old tag records, in one step on Redis: a record is removed only if, read inside the
 * script, it is older than ARGV[1] ms by Redis' clock, so a tag expired anew by another instance a
 * moment earlier is never lost. KEYS: hash. Answers how many records went.
 */
const PRUNE_SCRIPT = `
local t = redis.call('TIME')
local cutoff = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) - tonumber(ARGV[1])
local all = redis.call('HGETALL', KEYS[1])
local removed = 0
for i = 1, #all, 2 do
  local ok, record = pcall(cjson.decode, all[i + 1])
  if ok and type(record) == 'table' and math.max(tonumber(record.expired) or 0, tonumber(record.stale) or 0) < cutoff then
    redis.call('HDEL', KEYS[1], all[i])
    removed = removed + 1
  end
end
return removed
`;

/** How often one instance (whichever takes the turn first) prunes the tag records. */
const PRUNE_EVERY_SECONDS = 3600;

class RedisTagStore implements TagStore {
  private readonly records = new Map<string, TagRecord>();
  private version: string | null = null;
  private readonly hash: string;
  private readonly versionKey: string;
  private readonly channel: string;
  private readonly pruneTurnKey: string;
  private timer: NodeJS.Timeout | undefined;
  private loaded: Promise<void>;
  changes = 0;

  constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    prefix: string,
    readonly clock: ReturnType<typeof followingClock>,
  ) {
    this.hash = `${prefix}tags`;
    this.versionKey = `${prefix}tags:version`;
    this.channel = `${prefix}tags`;
    this.pruneTurnKey = `${prefix}tags:prune-turn`;
    this.loaded = this.start();
  }

  private apply(records: Record<string, TagRecord>) {
    for (const [tag, record] of Object.entries(records))
      this.records.set(tag, laterRecord(this.records.get(tag), record));
    this.changes++;
  }

  private async start() {
    await this.subscriber.subscribe(this.channel, (message) => this.apply(JSON.parse(message)));
    await this.syncClock();
    await this.refresh();
    this.timer = setInterval(() => {
      this.syncClock()
        .then(() => this.refresh())
        .then(() => this.pruneInTurn())
        .catch(() => {});
    }, TAG_POLL_MS);
    this.timer.unref();
  }

  /** One sample of Redis' clock (TIME: seconds and microseconds). */
  async syncClock() {
    if (!this.client.isReady) return;
    await this.clock.sample(async () => {
      const [seconds, micros] = (await this.client.sendCommand(["TIME"])) as [string, string];
      return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    });
  }

  /** Re-reads the hash when its version moved (or on the first call). */
  async refresh() {
    if (!this.client.isReady && this.version !== null) return;
    const version = await this.client.get(this.versionKey);
    if (version === this.version && this.version !== null) return;
    const all = await this.client.hGetAll(this.hash);
    const fresh = new Map(Object.entries(all).map(([tag, text]) => [tag, JSON.parse(text) as TagRecord]));
    pruneOld(fresh, this.clock.now());
    // A message that arrived while the hash was read may be newer than what it held.
    for (const [tag, record] of this.records) if (fresh.has(tag)) fresh.set(tag, laterRecord(fresh.get(tag), record));
    this.records.clear();
    for (const [tag, record] of fresh) this.records.set(tag, record);
    this.version = version ?? "0";
    this.changes++;
  }

  /** Prunes the records older than ENTRY_MAX_AGE_MS, when no instance did for PRUNE_EVERY_SECONDS. */
  async pruneInTurn() {
    if (!this.client.isReady) return;
    const turn = await this.client.set(this.pruneTurnKey, "1", {
      NX: true,
      expiration: { type: "EX", value: PRUNE_EVERY_SECONDS },
    });
    if (turn === "OK") await this.prune();
  }

  /** Removes the tag records older than `maxAgeMs` (Redis' clock), atomically; answers how many. */
  async prune(maxAgeMs = ENTRY_MAX_AGE_MS): Promise<number> {
    return Number(await this.client.eval(PRUNE_SCRIPT, { keys: [this.hash], arguments: [String(maxAgeMs)] }));
  }

  ready() {
    return this.loaded;
  }

  get size() {
    return this.records.size;
  }

  lookup(tag: string) {
    return this.records.get(tag);
  }

  async revalidate(tags: string[], durations?: TagDurations) {
    const mode = durations ? "stale" : "now";
    const expire = durations?.expire !== undefined ? String(durations.expire) : "";
    // Until Redis answers (or while it is down), this instance treats the tags as expired at once.
    const local = this.clock.now();
    for (const tag of tags)
      this.records.set(tag, laterRecord(this.records.get(tag), revalidatedRecord(undefined, local, durations)));
    this.changes++;
    // Queued by the client while Redis is down, and sent once it is back.
    const message = await this.client.eval(REVALIDATE_SCRIPT, {
      keys: [this.hash, this.versionKey, this.channel],
      arguments: [mode, expire, ...tags],
    });
    this.apply(JSON.parse(String(message)));
  }

  async close() {
    clearInterval(this.timer);
    // Tests and shutdown only: nothing queued matters then, and a closed server must not hold it.
    this.subscriber.destroy();
    this.client.destroy();
  }
}

/** `nearBytes`: the size of this process's LRU in front of Redis (0: none, every read goes to Redis). */
export async function redisStores(
  url: string,
  prefix: string,
  nearBytes = 0,
  /** This process's clock: Date.now; tests give one skewed ahead or behind. */
  localClock: () => number = Date.now,
): Promise<CacheStores> {
  const client = connectClient(url, "cache");
  const subscriber = connectClient(url, "tags");
  await Promise.all([client.connect(), subscriber.connect()]);
  // Open connections must not keep a process alive that is done otherwise (a script, next build).
  client.unref();
  subscriber.unref();
  const tags = new RedisTagStore(client, subscriber, prefix, followingClock(localClock));
  await tags.ready();
  const far = new RedisEntryStore(client, prefix);
  const near = nearBytes > 0 ? new MemoryEntryStore(nearBytes) : undefined;
  return {
    kind: "redis",
    entries: near ? new TieredEntryStore(near, far) : far,
    tags,
    clock: tags.clock,
    memory: near,
    redis: far,
  };
}
