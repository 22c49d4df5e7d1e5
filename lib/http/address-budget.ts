// A bound on how much of this process one client address can take. Node serves every request on one
// event loop, in the order they arrive: without a bound, one address sending 200 requests at once
// (an anonymous page, the OpenAPI document, a search) puts all of their work ahead of a page view
// from anybody else. Two bounds per address, checked before Next sees a request:
//
// - a rate: each request takes a token; an address holds at most `burst` tokens and gets `rate` back
//   a second. Without a token the answer is 429 at once (a few microseconds). This is what bounds a
//   burst of cheap requests: they are served one after the other anyway, so only refusing most of
//   them keeps the next person's page view from queueing behind all of them.
// - requests at once: at most `concurrency` of an address are being served; the next wait their turn
//   in order, each at most `waitMs`, then 429. This bounds slow requests (a database read, an
//   uncached render), whose awaits would otherwise let one address hold the loop's work.
//
// Both are about this process (each instance protects its own event loop) and forget an address as
// soon as it is idle and its tokens are back: nothing to share or expire between instances.

export interface AddressBudgetOptions {
  /** Requests of one address being served at once. */
  concurrency: number;
  /** Tokens an idle address holds: requests it may send at once. */
  burst: number;
  /** Tokens an address gets back per second. */
  rate: number;
  /** How long a request may wait for a turn among `concurrency` before it is refused. */
  waitMs: number;
}

export interface AddressBudget {
  /**
   * Lets a request of `address` in: `start(done)` runs now or when a turn frees (call `done` once
   * when the request has ended), or `refuse(retryAfterSeconds)` runs (no token, or no turn within
   * waitMs). `rated: false` (static files) skips the token, not the turn. Answers the function that
   * withdraws a waiting request (its client went away); a no-op once started.
   */
  admit(
    address: string,
    start: (done: () => void) => void,
    refuse: (retryAfterSeconds: number) => void,
    rated?: boolean,
  ): () => void;
  /** An address's requests being served and waiting, and its tokens (for tests and logs). */
  load(address: string): { running: number; waiting: number; tokens: number };
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

interface Bucket {
  running: number;
  waiting: Waiter[];
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}

/** How often idle addresses with all their tokens back are forgotten. */
const SWEEP_MS = 10_000;

export function createAddressBudget(options: AddressBudgetOptions, now: () => number = Date.now): AddressBudget {
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket) => {
    const at = now();
    bucket.tokens = Math.min(options.burst, bucket.tokens + ((at - bucket.at) / 1000) * options.rate);
    bucket.at = at;
  };
  const idle = (bucket: Bucket) => {
    refill(bucket);
    return bucket.running === 0 && bucket.waiting.length === 0 && bucket.tokens >= options.burst;
  };
  const sweep = setInterval(() => {
    for (const [address, bucket] of buckets) if (idle(bucket)) buckets.delete(address);
  }, SWEEP_MS);
  sweep.unref();

  const release = (bucket: Bucket) => {
    const next = bucket.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(); // the turn passes on: `running` stays the same
      return;
    }
    bucket.running--;
  };

  const begin = (bucket: Bucket, start: (done: () => void) => void) => {
    let ended = false;
    start(() => {
      if (ended) return;
      ended = true;
      release(bucket);
    });
  };

  return {
    admit(address, start, refuse, rated = true) {
      let bucket = buckets.get(address);
      if (!bucket) buckets.set(address, (bucket = { running: 0, waiting: [], tokens: options.burst, at: now() }));
      const current = bucket;
      if (rated) {
        refill(current);
        if (current.tokens < 1) {
          refuse(Math.max(1, Math.ceil((1 - current.tokens) / options.rate)));
          return () => {};
        }
        current.tokens--;
      }
      if (current.running < options.concurrency) {
        current.running++;
        begin(current, start);
        return () => {};
      }
      if (current.waiting.length >= options.burst) {
        refuse(1);
        return () => {};
      }
      const waiter: Waiter = {
        start: () => begin(current, start),
        timer: setTimeout(() => {
          withdraw();
          refuse(1);
        }, options.waitMs),
      };
      const withdraw = () => {
        const index = current.waiting.indexOf(waiter);
        if (index < 0) return;
        current.waiting.splice(index, 1);
        clearTimeout(waiter.timer);
      };
      current.waiting.push(waiter);
      return withdraw;
    },
    load(address) {
      const bucket = buckets.get(address);
      if (bucket) refill(bucket);
      return {
        running: bucket?.running ?? 0,
        waiting: bucket?.waiting.length ?? 0,
        tokens: bucket?.tokens ?? options.burst,
      };
    },
  };
}
