import { afterEach, describe, expect, it, vi } from "vitest";
import { createAddressBudget, type AddressBudgetOptions, type RequestKind } from "./address-budget";

const OPTIONS: AddressBudgetOptions = {
  concurrency: 6,
  budgetMs: 1000,
  refillMsPerSecond: 100,
  waitMs: 1000,
  queue: 100,
};

/** A budget on a clock the test moves. */
function budgetAt(options: Partial<AddressBudgetOptions> = {}) {
  const clock = { ms: 0 };
  return { budget: createAddressBudget({ ...OPTIONS, ...options }, () => clock.ms), clock };
}

/** Admits a request and keeps what happened to it. */
function request(budget: ReturnType<typeof createAddressBudget>, address: string, kind: RequestKind = "request") {
  const entry = { started: false, refused: 0, done: () => {}, withdraw: () => {} };
  entry.withdraw = budget.admit(
    address,
    (done) => {
      entry.started = true;
      entry.done = done;
    },
    (retryAfter) => (entry.refused = retryAfter),
    kind,
  );
  return entry;
}

describe("createAddressBudget", () => {
  afterEach(() => vi.useRealTimers());

  it("cheap requests cost next to nothing: 500 answers of 1 ms each, one after the other, are all served", () => {
    const { budget, clock } = budgetAt();
    for (let i = 0; i < 500; i++) {
      const r = request(budget, "203.0.113.7");
      expect(r.started).toBe(true);
      clock.ms += 1;
      r.done();
    }
    // 500 ms spent, 50 ms back meanwhile.
    expect(budget.load("203.0.113.7").timeMs).toBeCloseTo(550, 5);
  });

  it("spends the time any request of the address is served (the union, not the sum); overdrawn, it is refused while another address is served", () => {
    const { budget, clock } = budgetAt({ refillMsPerSecond: 100 });
    const reader = request(budget, "198.51.100.9"); // another address, being served throughout
    const six = Array.from({ length: 6 }, () => request(budget, "203.0.113.7"));
    clock.ms = 600; // six slow requests served together for 600 ms cost 600 ms (and 60 came back)
    six.forEach((r) => r.done());
    expect(budget.load("203.0.113.7").timeMs).toBeCloseTo(460, 5);
    const slow = request(budget, "203.0.113.7");
    clock.ms = 1200;
    expect(request(budget, "203.0.113.7").refused).toBe(1); // 460 + 60 − 600 < 0: overdrawn
    slow.done();
    expect(request(budget, "198.51.100.10").started).toBe(true); // a third address is untouched
    clock.ms = 2000; // −80 + 80 = 0: still nothing
    expect(request(budget, "203.0.113.7").refused).toBeGreaterThanOrEqual(1);
    clock.ms = 2100;
    expect(request(budget, "203.0.113.7").started).toBe(true);
    reader.done();
    clock.ms = 60_000;
    expect(budget.load("198.51.100.9").timeMs).toBeLessThanOrEqual(1000); // never more than the budget
  });

  it("alone on the server an overdrawn address takes nobody's time: it is served, and its debt stays bounded", () => {
    const { budget, clock } = budgetAt({ budgetMs: 1000, refillMsPerSecond: 100 });
    const long = request(budget, "203.0.113.7");
    clock.ms = 10_000;
    long.done();
    expect(budget.load("203.0.113.7").timeMs).toBe(-1000);
    expect(request(budget, "203.0.113.7").started).toBe(true);
    // Another address arrives: now the debtor is refused, the newcomer served.
    expect(request(budget, "198.51.100.9").started).toBe(true);
    expect(request(budget, "203.0.113.7").refused).toBeGreaterThanOrEqual(1);
  });

  it("static files take a turn but no time", () => {
    const { budget, clock } = budgetAt({ budgetMs: 10 });
    const file = request(budget, "203.0.113.7", "static");
    clock.ms = 5000;
    file.done();
    expect(budget.load("203.0.113.7").timeMs).toBe(10);
  });

  it("serves `concurrency` at once, the next wait in order (at most `queue`), a turn is given back once", () => {
    const { budget } = budgetAt({ concurrency: 2, queue: 2 });
    const a = Array.from({ length: 5 }, () => request(budget, "203.0.113.7"));
    expect(a.map((r) => r.started)).toEqual([true, true, false, false, false]);
    expect(a[4].refused).toBe(1); // the queue is full
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 2, waiting: 2 });
    a[1].done();
    a[1].done();
    expect(a.map((r) => r.started)).toEqual([true, true, true, false, false]);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 2, waiting: 1 });
    a[0].done();
    a[2].done();
    a[3].done();
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 0, waiting: 0 });
  });

  it("a waiting request whose address overdrew meanwhile is refused when its turn comes (another address being served)", () => {
    const { budget, clock } = budgetAt({ concurrency: 1, budgetMs: 100 });
    request(budget, "198.51.100.9");
    const first = request(budget, "203.0.113.7");
    const waiting = request(budget, "203.0.113.7");
    clock.ms = 500;
    first.done();
    expect(waiting.started).toBe(false);
    expect(waiting.refused).toBeGreaterThanOrEqual(1);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 0, waiting: 0 });
  });

  it("prefetches never wait, never take the last turn nor the second half of the time: a navigation after them is served", () => {
    const { budget, clock } = budgetAt({ concurrency: 6, budgetMs: 1000 });
    request(budget, "198.51.100.9"); // another address, being served throughout
    const prefetches = Array.from({ length: 12 }, () => request(budget, "203.0.113.7", "prefetch"));
    expect(prefetches.filter((r) => r.started)).toHaveLength(5);
    expect(prefetches.filter((r) => r.refused > 0)).toHaveLength(7);
    expect(budget.load("203.0.113.7").waiting).toBe(0);
    const navigation = request(budget, "203.0.113.7");
    expect(navigation.started).toBe(true);
    clock.ms = 600; // the prefetches were slow: 600 ms spent
    prefetches.forEach((r) => r.done());
    navigation.done();
    expect(request(budget, "203.0.113.7", "prefetch").refused).toBeGreaterThanOrEqual(1); // under half left
    expect(request(budget, "203.0.113.7").started).toBe(true); // a person's request still is served
  });

  it("refuses a waiting request after waitMs, and a client that leaves gives up its place", () => {
    vi.useFakeTimers();
    const budget = createAddressBudget({ ...OPTIONS, concurrency: 1, waitMs: 500 });
    const first = request(budget, "203.0.113.7");
    const leaving = request(budget, "203.0.113.7");
    const waiting = request(budget, "203.0.113.7");
    leaving.withdraw();
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 1, waiting: 1 });
    vi.advanceTimersByTime(499);
    expect(waiting.refused).toBe(0);
    vi.advanceTimersByTime(1);
    expect(waiting.refused).toBe(1);
    expect(leaving.refused).toBe(0);
    first.done();
    expect(waiting.started).toBe(false);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 0, waiting: 0 });
  });
});
