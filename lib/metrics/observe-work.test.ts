// The work in flight as the gauge shows it: two copies of a gate (two bundles) add up, a refusal changes nothing,
// and every turn given back brings it to 0.
import { register } from "prom-client";
import { describe, expect, it } from "vitest";
import { createWorkGate } from "@/lib/shared/work-gate";
import { observeWork } from "./observe-work";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

async function inFlight(work: string, state: string): Promise<number | undefined> {
  const metric = register.getSingleMetric("hamsafar_work_in_flight");
  const { values } = await metric!.get();
  return values.find((v) => v.labels.work === work && v.labels.state === state)?.value;
}

describe("observeWork", () => {
  it("counts running and waiting turns over every copy of a gate, and 0 once all are done", async () => {
    const gates = [0, 1].map(() =>
      createWorkGate({ concurrency: 1, queue: 1, full: () => new Error("full"), observe: observeWork("exports") }),
    );
    expect(await inFlight("exports", "running")).toBe(0);
    expect(await inFlight("images", "running")).toBeUndefined();
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const runs = blockers.map((b, i) => gates[i % 2].run(() => b.promise));
    await Promise.resolve();
    expect(await inFlight("exports", "running")).toBe(2);
    expect(await inFlight("exports", "waiting")).toBe(2);
    await expect(gates[0].run(async () => 1)).rejects.toThrow("full");
    expect(await inFlight("exports", "waiting")).toBe(2);
    blockers[0].resolve();
    await runs[0];
    expect(await inFlight("exports", "running")).toBe(2);
    expect(await inFlight("exports", "waiting")).toBe(1);
    for (const b of blockers) b.resolve();
    await Promise.all(runs);
    expect(await inFlight("exports", "running")).toBe(0);
    expect(await inFlight("exports", "waiting")).toBe(0);
  });
});
