import { describe, expect, it } from "vitest";
import { createFairDispatcher } from "./fair-dispatcher";

/** A dispatcher whose turns run when the test says so, on a clock the test moves. */
function manual(options: { perAddress?: number; total?: number; sliceMs?: number; costMs?: number } = {}) {
  const turns: (() => void)[] = [];
  const errors: unknown[] = [];
  let clock = 0;
  const dispatcher = createFairDispatcher({
    perAddress: options.perAddress ?? 100,
    total: options.total ?? 1000,
    sliceMs: options.sliceMs ?? 1000,
    onError: (error) => errors.push(error),
    now: () => clock,
    schedule: (turn) => turns.push(turn),
  });
  const order: string[] = [];
  const job = (name: string) => () => {
    order.push(name);
    clock += options.costMs ?? 0;
  };
  const turn = () => {
    const next = turns.shift();
    if (!next) throw new Error("no turn scheduled");
    next();
  };
  return { dispatcher, order, job, turn, turns, errors };
}

describe("the fair dispatcher", () => {
  it("hands over one request per address per turn, in the order the addresses came, round-robin", () => {
    const { dispatcher, order, job, turn, turns } = manual();
    for (let i = 1; i <= 4; i++) dispatcher.enqueue("A", job(`A${i}`));
    dispatcher.enqueue("B", job("B1"));
    dispatcher.enqueue("C", job("C1"));
    dispatcher.enqueue("C", job("C2"));
    expect(turns).toHaveLength(1); // one turn scheduled however many are queued
    turn();
    expect(order).toEqual(["A1", "B1", "C1"]);
    // An address that comes while others queue is handed over on the next turn, not behind their queues.
    dispatcher.enqueue("D", job("D1"));
    turn();
    expect(order).toEqual(["A1", "B1", "C1", "A2", "C2", "D1"]);
    turn();
    turn();
    expect(order.slice(6)).toEqual(["A3", "A4"]);
    expect(turns).toHaveLength(0); // nothing left: no turn scheduled
    expect(dispatcher.waiting()).toBe(0);
  });

  it("stops a turn after its slice and goes on with the addresses the turn did not reach", () => {
    const { dispatcher, order, job, turn } = manual({ sliceMs: 5, costMs: 3 });
    for (const address of ["A", "B", "C"]) {
      dispatcher.enqueue(address, job(`${address}1`));
      dispatcher.enqueue(address, job(`${address}2`));
    }
    turn();
    expect(order).toEqual(["A1", "B1"]);
    turn();
    expect(order).toEqual(["A1", "B1", "C1", "A2"]);
    turn();
    expect(order).toEqual(["A1", "B1", "C1", "A2", "B2", "C2"]);
  });

  it("refuses past the bound of an address and of all addresses, and takes again once handed over", () => {
    const { dispatcher, job, turn } = manual({ perAddress: 2, total: 3 });
    expect(dispatcher.enqueue("A", job("A1"))).toBeTypeOf("function");
    expect(dispatcher.enqueue("A", job("A2"))).toBeTypeOf("function");
    expect(dispatcher.enqueue("A", job("A3"))).toBeNull();
    expect(dispatcher.enqueue("B", job("B1"))).toBeTypeOf("function");
    expect(dispatcher.enqueue("C", job("C1"))).toBeNull();
    expect(dispatcher.waiting()).toBe(3);
    expect(dispatcher.waiting("A")).toBe(2);
    turn();
    expect(dispatcher.waiting()).toBe(1);
    expect(dispatcher.enqueue("C", job("C1"))).toBeTypeOf("function");
    expect(dispatcher.enqueue("A", job("A3"))).toBeTypeOf("function");
    expect(dispatcher.enqueue("A", job("A4"))).toBeNull();
  });

  it("never hands over a request whose client left while it was queued, and frees its place", () => {
    const { dispatcher, order, job, turn, turns } = manual({ perAddress: 2 });
    const leaves = dispatcher.enqueue("A", job("A1"))!;
    dispatcher.enqueue("A", job("A2"));
    const alone = dispatcher.enqueue("B", job("B1"))!;
    leaves();
    leaves(); // twice: still one place
    alone();
    expect(dispatcher.waiting()).toBe(1);
    expect(dispatcher.waiting("B")).toBe(0);
    expect(dispatcher.enqueue("A", job("A3"))).toBeTypeOf("function");
    turn();
    turn();
    expect(order).toEqual(["A2", "A3"]);
    expect(turns).toHaveLength(0);
    const late = dispatcher.enqueue("C", job("C1"))!;
    turn();
    late(); // handed over already: a no-op
    expect(dispatcher.waiting()).toBe(0);
    expect(order).toEqual(["A2", "A3", "C1"]);
  });

  it("reports a hand-over that throws and goes on with the others", () => {
    const { dispatcher, order, job, turn, errors } = manual();
    dispatcher.enqueue("A", () => {
      throw new Error("the handler broke");
    });
    dispatcher.enqueue("A", job("A2"));
    dispatcher.enqueue("B", job("B1"));
    turn();
    turn();
    expect(order).toEqual(["B1", "A2"]);
    expect(errors).toEqual([new Error("the handler broke")]);
  });

  it("on the real event loop, lets I/O in between turns: a timer fires while a flood of one address is handed over", async () => {
    const dispatcher = createFairDispatcher({ perAddress: 1000, total: 1000, sliceMs: 5, onError: () => {} });
    const order: string[] = [];
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    for (let i = 0; i < 100; i++)
      dispatcher.enqueue("flood", () => {
        busy(2);
        order.push("flood");
      });
    // Another address's request, read after the flood was queued (as the poll phase reads it).
    setTimeout(() => dispatcher.enqueue("reader", () => order.push("reader")), 0);
    await new Promise<void>((resolve) => {
      const check = () => (dispatcher.waiting() === 0 && order.length === 101 ? resolve() : setTimeout(check, 5));
      check();
    });
    expect(order.indexOf("reader")).toBeLessThan(10);
  });
});
