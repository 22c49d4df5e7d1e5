// A bound on how much of this process one client address can take. Node serves every request on one
// event loop: without a bound, one address sending 200 slow requests at once (an uncached render, a
// search, a database read) puts all of their work ahead of a page view from anybody else. What an
// address spends is time, not requests, so that a crowd behind one address (a carrier's NAT, a
// university) reading cached pages is served while a flood of costly requests is not. Per address,
// checked by the front door (server/front-door.ts) before Next sees a request:
//
// - time: an address holds at most `budgetMs` of serving time and gets `refillMsPerSecond` back a
//   second. It spends the wall-clock time during which at least one of its requests is being served
//   (the union, not the sum: six requests served together for 10 ms cost 10 ms). An answer from the
//   page cache costs a few ms, a render, a search or a database read tens to hundreds, and everything
//   costs more when the server is behind — so the budget is cost-aware (figures in docs/security.md,
//   "Anonymous calls"). An overdrawn address is refused (429 at once, a few microseconds) only while
//   another address is being served or waits: its time is then taken from somebody; alone on the
//   server it takes nobody's (load-aware), and its debt stays bounded by `budgetMs`.
// - requests at once: at most `concurrency` of an address are being served; the next wait their turn
//   in order, each at most `waitMs` (and at most `queue` of them), then 429.
// - prefetches (Next's link prefetch, a browser's speculative load) never wait and never take the last
//   turn or the second half of the time: what a navigation or a form needs is left for them.
//
// Both are about this process (each instance protects its own event loop) and forget an address as
// soon as it is idle and its time is back: nothing to share or expire between instances.

export interface AddressBudgetOptions {
  /** Requests of one address being served at once. */
  concurrency: number;
  /** Serving time (ms) an idle address holds. */
  budgetMs: number;
  /** Serving time (ms) an address gets back per second. */
  refillMsPerSecond: number;
  /** How long a request may wait for a turn among `concurrency` before it is refused. */
  waitMs: number;
  /** Requests of one address that may wait for a turn (a bound on memory). */
  queue: number;
}

/** What a request is, for the budget: a static file takes a turn but no time; a prefetch only spare turns and time. */
export type RequestKind = "request" | "static" | "prefetch";

export interface AddressBudget {
  /**
   * Lets a request of `address` in: `start(done)` runs now or when a turn frees (call `done` once
   * when the request has ended), or `refuse(retryAfterSeconds)` runs (no time left, or no turn within
   * waitMs). Answers the function that withdraws a waiting request (its client went away); a no-op
   * once started.
   */
  admit(
    address: string,
    start: (done: () => void) => void,
    refuse: (retryAfterSeconds: number) => void,
    kind?: RequestKind,
  ): () => void;
  /** An address's requests being served and waiting, and its time left (ms; for tests and logs). */
  load(address: string): { running: number; waiting: number; timeMs: number };
}

interface Waiter {
  start: () => void;
  refuse: () => void;
  spends: boolean;
  timer: NodeJS.Timeout;
}

interface Bucket {
  /** Whether this address counts in `active` (has a request being served or waiting). */
  active: boolean;
  /** Requests being served that spend time (static files do not). */
  spending: number;
  /** Requests being served (turns taken). */
  running: number;
  waiting: Waiter[];
  timeMs: number;
  /** When `timeMs` was last brought up to date (ms). */
  at: number;
}

/** How often idle addresses with all their time back are forgotten. */
const SWEEP_MS = 10_000;

export function createAddressBudget(options: AddressBudgetOptions, now: () => number = Date.now): AddressBudget {
  const buckets = new Map<string, Bucket>();
  /** Addresses with a request being served or waiting. */
  let active = 0;
  /** Brings `active` up to date after a change of the bucket's requests. */
  const mark = (bucket: Bucket) => {
    const busy = bucket.running > 0 || bucket.waiting.length > 0;
    if (busy !== bucket.active) active += busy ? 1 : -1;
    bucket.active = busy;
  };
  /** Whether another address is being served or waits: only then does an overdrawn one take somebody's time. */
  const contended = (bucket: Bucket) => active - (bucket.active ? 1 : 0) > 0;

  /** Brings the time up to date: refill since `at`, minus the time its spending requests were being served. */
  const settle = (bucket: Bucket) => {
    const at = now();
    const elapsed = Math.max(0, at - bucket.at);
    const spent = bucket.spending > 0 ? elapsed : 0;
    bucket.timeMs = Math.max(
      -options.budgetMs,
      Math.min(options.budgetMs, bucket.timeMs + (elapsed / 1000) * options.refillMsPerSecond - spent),
    );
    bucket.at = at;
  };
  const idle = (bucket: Bucket) => {
    settle(bucket);
    return bucket.running === 0 && bucket.waiting.length === 0 && bucket.timeMs >= options.budgetMs;
  };
  const sweep = setInterval(() => {
    for (const [address, bucket] of buckets) if (idle(bucket)) buckets.delete(address);
  }, SWEEP_MS);
  sweep.unref();

  const release = (bucket: Bucket, spends: boolean) => {
    settle(bucket);
    if (spends) bucket.spending--;
    for (let next = bucket.waiting.shift(); next; next = bucket.waiting.shift()) {
      clearTimeout(next.timer);
      // Overdrawn while it waited: refused now rather than served on time the address no longer has.
      if (next.spends && bucket.timeMs <= 0 && contended(bucket)) {
        next.refuse();
        continue;
      }
      next.start(); // the turn passes on: `running` stays the same
      mark(bucket);
      return;
    }
    bucket.running--;
    mark(bucket);
  };

  const begin = (bucket: Bucket, start: (done: () => void) => void, spends: boolean) => {
    settle(bucket);
    if (spends) bucket.spending++;
    let ended = false;
    start(() => {
      if (ended) return;
      ended = true;
      release(bucket, spends);
    });
  };

  /** Seconds until an overdrawn address has time again. */
  const retryAfter = (bucket: Bucket, needMs: number) =>
    Math.max(1, Math.ceil((needMs - bucket.timeMs) / options.refillMsPerSecond));

  return {
    admit(address, start, refuse, kind = "request") {
      let bucket = buckets.get(address);
      if (!bucket) {
        bucket = { active: false, spending: 0, running: 0, waiting: [], timeMs: options.budgetMs, at: now() };
        buckets.set(address, bucket);
      }
      const current = bucket;
      settle(current);
      const spends = kind !== "static";
      if (kind === "prefetch") {
        // Only what a person's own request would not miss: a free turn beside the last, and the first half of the time.
        const spare = current.timeMs >= options.budgetMs / 2 || !contended(current);
        if (!spare || current.running >= options.concurrency - 1) {
          refuse(retryAfter(current, options.budgetMs / 2));
          return () => {};
        }
      } else if (spends && current.timeMs <= 0 && contended(current)) {
        refuse(retryAfter(current, 1));
        return () => {};
      }
      if (current.running < options.concurrency) {
        current.running++;
        mark(current);
        begin(current, start, spends);
        return () => {};
      }
      if (current.waiting.length >= options.queue) {
        refuse(1);
        return () => {};
      }
      const waiter: Waiter = {
        start: () => begin(current, start, spends),
        refuse: () => refuse(retryAfter(current, 1)),
        spends,
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
        mark(current);
      };
      current.waiting.push(waiter);
      mark(current);
      return withdraw;
    },
    load(address) {
      const bucket = buckets.get(address);
      if (bucket) settle(bucket);
      return {
        running: bucket?.running ?? 0,
        waiting: bucket?.waiting.length ?? 0,
        timeMs: bucket?.timeMs ?? options.budgetMs,
      };
    },
  };
}
