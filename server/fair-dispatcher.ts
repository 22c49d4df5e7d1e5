// The order in which the front door hands requests to Next: round-robin across client addresses, a
// bounded slice per turn of the event loop. Without it one address's flood is served ahead of anyone
// else's page view: its 200 connections reach the kernel's accept queue first, and an answer from the
// page cache completes inside the read callback that parsed its request, so one poll phase serves the
// whole burst before the next connection is even accepted (docs/security.md, "A flood of connections").
// Here the request listener only parses and queues (a FIFO per address); the dispatcher runs in the
// check phase (setImmediate), hands over one request per address per turn, stops after `sliceMs`, and
// lets the loop return to poll, where the rest of the connections are accepted and parsed (cheap). A
// request of another address is then the only one of its address and is handed over on the next turn.
// Each instance's queue protects its own loop: nothing in it needs sharing.

export interface FairDispatcherOptions {
  /** Requests of one address that may wait to be handed over (beyond: refused by the caller). */
  perAddress: number;
  /** Requests of all addresses that may wait. */
  total: number;
  /** Handing-over time (ms) per turn before the loop goes back to accept and read. */
  sliceMs: number;
  /** What a throwing hand-over is reported to (the next ones are still handed over). */
  onError: (error: unknown) => void;
  now?: () => number;
  /** How the next turn is scheduled (setImmediate: after the poll phase). */
  schedule?: (turn: () => void) => void;
}

export interface FairDispatcher {
  /**
   * Queues `run` under `address`. Answers the function that withdraws it (its client went away; a no-op
   * once handed over), or null when the address's or the whole queue is full (nothing queued).
   */
  enqueue(address: string, run: () => void): (() => void) | null;
  /** Requests waiting, of `address` or of all. */
  waiting(address?: string): number;
}

interface Entry {
  run: () => void;
  queued: boolean;
}

export function createFairDispatcher(options: FairDispatcherOptions): FairDispatcher {
  const { perAddress, total, sliceMs, onError, now = () => performance.now(), schedule = setImmediate } = options;
  // Insertion order is the round's order: an address handed a request moves to the back.
  const queues = new Map<string, Entry[]>();
  let count = 0;
  let scheduled = false;

  const turn = () => {
    scheduled = false;
    const started = now();
    // One round at most: a request's work after its first await (microtasks) runs once this callback
    // returns, out of sight of the clock, so more rounds would serve a burst in one go again.
    for (const address of [...queues.keys()]) {
      const queue = queues.get(address);
      const entry = queue?.shift();
      if (!queue || !entry) continue;
      queues.delete(address);
      if (queue.length > 0) queues.set(address, queue);
      entry.queued = false;
      count--;
      try {
        entry.run();
      } catch (error) {
        onError(error);
      }
      // A round cut short goes on where it stopped: the addresses not reached are still at the front.
      if (now() - started >= sliceMs) break;
    }
    if (count > 0) next();
  };
  const next = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(turn);
  };

  return {
    enqueue(address, run) {
      const queue = queues.get(address) ?? [];
      if (count >= total || queue.length >= perAddress) return null;
      const entry: Entry = { run, queued: true };
      queue.push(entry);
      queues.set(address, queue);
      count++;
      next();
      return () => {
        if (!entry.queued) return;
        entry.queued = false;
        queue.splice(queue.indexOf(entry), 1);
        count--;
        if (queue.length === 0 && queues.get(address) === queue) queues.delete(address);
      };
    },
    waiting(address) {
      return address === undefined ? count : (queues.get(address)?.length ?? 0);
    },
  };
}
