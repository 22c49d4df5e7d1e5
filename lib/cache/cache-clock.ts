// The one clock the cache's correctness rests on. Tag expiries are stamped by Redis itself (its TIME,
// inside the script that writes them: redis-stores.ts), and each instance reads that clock as its own
// plus an offset measured against TIME, with the measurement's uncertainty (half its round trip). An
// entry is stamped with the lower bound of the shared time at its render's start, so an expiry stamped
// after the render began is always later than the stamp, whatever the instances' own clocks say: the
// error only ever kills an entry that was fresh (one more render), never keeps a stale one.
// Without Redis (one process) the shared clock is the process's own.

export interface CacheClock {
  /** This process's clock (Date.now; a test gives a skewed one). */
  local(): number;
  /** The shared clock, best estimate. */
  now(): number;
  /** The earliest the shared clock can have read at local instant `localMs` (a render's start). */
  lowerBound(localMs: number): number;
  /** A shared instant on this process's clock (Next compares an entry's lastModified with its own Date.now). */
  toLocal(sharedMs: number): number;
}

export function processClock(local: () => number = Date.now): CacheClock {
  return { local, now: local, lowerBound: (ms) => ms, toLocal: (ms) => ms };
}

/**
 * A clock that follows a remote one: `sample()` is called with a function that reads the remote clock
 * (ms); the offset kept is the one of the tightest recent sample (the smallest round trip of the last
 * SAMPLE_LIFE_MS), as a loaded event loop widens a sample's window.
 */
export function followingClock(local: () => number = Date.now) {
  const SAMPLE_LIFE_MS = 5_000;
  let offset = 0;
  let uncertainty = Number.POSITIVE_INFINITY;
  let takenAt = 0;
  const clock: CacheClock & { sample(read: () => Promise<number>): Promise<void>; uncertainty(): number } = {
    local,
    now: () => local() + offset,
    // Until a first sample there is no bound: an entry stamped then is dead at the first expiry of its tags.
    lowerBound: (ms) => (Number.isFinite(uncertainty) ? ms + offset - uncertainty - 1 : 0),
    toLocal: (ms) => ms - offset,
    uncertainty: () => uncertainty,
    async sample(read) {
      const before = local();
      const remote = await read();
      const after = local();
      const half = (after - before) / 2;
      if (half <= uncertainty || local() - takenAt > SAMPLE_LIFE_MS) {
        offset = remote - (before + half);
        uncertainty = half;
        takenAt = after;
      }
    },
  };
  return clock;
}
