// Queueing a job from a module graph that never started the worker (as a route handler's bundle is, apart from the
// instrumentation bundle that runs it): the job is in pg-boss's table at once; before pg-boss is installed the send
// is logged and the caller's answer still comes back.
import PgBoss from "pg-boss";
import { afterAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { afterPlacesFreed, startGroupSms } from "./enqueue";
import { JOBS } from "./queues";

const queued = (name: string) =>
  prisma.$queryRaw<{ data: Record<string, unknown> }[]>`SELECT data FROM pgboss.job WHERE name = ${name}`;

describe("enqueueJob without a worker in this module graph", () => {
  let installer: PgBoss | undefined;
  afterAll(() => installer?.stop({ graceful: false, wait: true }));

  it("logs a send pg-boss cannot take yet, and answers the caller", async () => {
    await prisma.$executeRawUnsafe("DROP SCHEMA IF EXISTS pgboss CASCADE");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await afterPlacesFreed(Promise.resolve("cancelled"))).toBe("cancelled");
    expect(errors.mock.calls.map((call) => String(call[0]))).toContain(
      `[jobs] could not queue ${JOBS.waitlistOffers.name} (its schedule will run it):`,
    );
    errors.mockRestore();
  });

  it("queues the waiting lists' offers and a group SMS's delivery once pg-boss is there", async () => {
    // Another instance's worker installed pg-boss and made the queues.
    installer = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 1, supervise: false, schedule: false });
    await installer.start();
    await installer.createQueue(JOBS.waitlistOffers.name, { name: JOBS.waitlistOffers.name, policy: "singleton" });
    await installer.createQueue(JOBS.groupSms.name, { name: JOBS.groupSms.name, policy: "standard" });
    const errors = vi.spyOn(console, "error");
    expect(await afterPlacesFreed(Promise.resolve(7))).toBe(7);
    expect(await startGroupSms(Promise.resolve({ id: 41 }))).toEqual({ id: 41 });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(await queued(JOBS.waitlistOffers.name)).toEqual([{ data: { placesFreed: true } }]);
    expect(await queued(JOBS.groupSms.name)).toEqual([{ data: { groupMessageId: 41 } }]);
  });
});
