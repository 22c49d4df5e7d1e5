// A bound on heavy work running at once in this process (image processing, spreadsheet exports):
// at most `concurrency` run, at most `queue` more wait their turn in order; one more is refused at
// once with the caller's error (a Persian 503), so memory stays bounded however many arrive.
export interface WorkGate {
  /**
   * A turn: resolves with the function that gives it back (call it once). When the queue is full it
   * throws `full()` at once (not a rejected promise), so a caller can refuse before it answers anything.
   */
  enter(): Promise<() => void>;
  /** Runs `work` in a turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** Told each change of a gate's counts (the metrics' gauge adds them up over every copy of the gate in the process). */
export type WorkObserver = (state: "running" | "waiting", change: 1 | -1) => void;

export function createWorkGate(options: {
  concurrency: number;
  queue: number;
  full: () => Error;
  observe?: WorkObserver;
}): WorkGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const observe: WorkObserver = options.observe ?? (() => {});
  const release = () => {
    const next = waiting.shift();
    if (next) {
      observe("waiting", -1);
      next();
    } else {
      running--;
      observe("running", -1);
    }
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  const gate: WorkGate = {
    enter() {
      if (running < options.concurrency) {
        running++;
        observe("running", 1);
        return Promise.resolve(once());
      }
      if (waiting.length >= options.queue) throw options.full();
      observe("waiting", 1);
      // A turn handed over by release(): `running` stays the same.
      return new Promise((resolve) => waiting.push(() => resolve(once())));
    },
    async run(work) {
      const leave = await gate.enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
  return gate;
}
