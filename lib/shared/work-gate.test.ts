import { describe, expect, it } from "vitest";
import { createWorkGate } from "./work-gate";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("createWorkGate", () => {
  it("runs at most `concurrency` at once, queues up to `queue` in order, refuses the next at once", async () => {
    const gate = createWorkGate({ concurrency: 2, queue: 2, full: () => new Error("full") });
    const order: number[] = [];
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        order.push(i);
        await b.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(2);
    expect(order).toEqual([0, 1]);
    await expect(gate.run(async () => 99)).rejects.toThrow("full");
    expect(() => gate.enter()).toThrow("full");
    blockers[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.running).toBe(2);
    for (const b of blockers) b.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it("gives a turn back once even when its release is called twice, and after a failure", async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0, full: () => new Error("full") });
    const leave = await gate.enter();
    leave();
    leave();
    expect(gate.running).toBe(0);
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => "ok")).toBe("ok");
  });
});
