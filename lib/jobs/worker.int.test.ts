import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "@/tests/helpers/databases";
import { JOBS } from "./queues";
import { startJobWorker, stopJobWorker } from "./worker";

describe("job worker (pg-boss)", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await stopJobWorker();
    for (const fn of cleanup) await fn();
  });

  it("schedules the payment sweep every minute and runs it", async () => {
    const db = await createScratchDatabase("jobs");
    cleanup.push(db.drop);
    const boss = await startJobWorker(db.url);
    expect(await startJobWorker(db.url)).toBe(boss);

    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.paymentsSweep.name, "* * * * *"]);
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.pruneOldRecords.name, "30 1 * * *"]);

    const id = await boss.send(JOBS.paymentsSweep.name, {});
    expect(id).toBeTruthy();
    let state: string | undefined;
    for (let i = 0; i < 60 && state !== "completed" && state !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = (await boss.getJobById(JOBS.paymentsSweep.name, id!))?.state;
    }
    expect(state).toBe("completed");
  });
});
