// Issue 33: the payment sweeper must not stall sales. Many stale online bills of one session are expired by the
// sweep (each gives its places back under the session's row lock) while 50 buyers reserve places in that session.
// The sweep expires each bill in its own short transaction, so a buyer waits at most for one bill's release, and
// the buyers all have their answer while the sweep is still at work. The control runs the same race against a sweep
// that keeps every release in one transaction (the lock held across its whole batch): there no buyer can finish
// before the batch commits — which is what the first test would see if the sweeper were written that way.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { lockBill, releaseBill } from "@/lib/payments/bill-state";
import { BILL_TTL_MS } from "@/lib/payments/constants";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { counterMismatches, createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

const STALE = 120;
const BUYERS = 50;
const CONTROL_STALE = 40;
/** The longest a buyer may wait for an answer with a sweep running (the machine is shared: generous). */
const ANSWER_BOUND_MS = 10_000;

/** A session with `stale` unpaid online bills (each one passenger) left at the gateway. */
async function sessionWithStaleBills(stale: number) {
  const { tour, session } = await createSellingTour({
    sessions: [sessionInput(20, { capacity: stale + BUYERS + 10, vehicles: [] })],
    tourDiscounts: [],
  });
  const billIds: string[] = [];
  for (let i = 0; i < stale; i += 20) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(20, stale - i) }, () =>
        reserve(tour.id, session.id, { passengers: [passenger()] }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      billIds.push(a.body.billId);
    }
  }
  return { tour, session, billIds };
}

/** A sweep written the wrong way: every bill of the batch released in one transaction (for the control only). */
async function sweepHoldingItsBatch(billIds: string[], now: Date) {
  let expired = 0;
  // A long timeout: under a shared machine's load the whole batch may take tens of seconds.
  await prisma.$transaction(
    async (tx) => {
      for (const id of billIds) {
        const bill = await lockBill(tx, id);
        if (!bill || bill.status !== "Pending") continue;
        await releaseBill(tx, bill, "Expired", now);
        expired++;
      }
    },
    { maxWait: 15_000, timeout: 180_000 },
  );
  return { expired };
}

const SETTLE_MARGIN_MS = 50;

/**
 * Runs `sweep` and, once it has expired its first bill, BUYERS concurrent reservations in the same session;
 * answers each buyer's status and answer time, and when each answered relative to the sweep's end.
 */
async function race(
  sessionRef: { tourId: number; sessionId: number; billIds: string[] },
  sweep: () => Promise<{ expired: number }>,
) {
  let sweepDone = 0;
  const sweeping = sweep().then((report) => {
    sweepDone = performance.now();
    return report;
  });
  // The buyers start when the sweep is at work: a bill of it expired, or the session's row locked by its release.
  for (;;) {
    const expired = await prisma.bill.count({ where: { id: { in: sessionRef.billIds }, status: "Expired" } });
    const free = await prisma.$queryRaw<unknown[]>`
      SELECT id FROM "TourSession" WHERE id = ${sessionRef.sessionId} FOR UPDATE SKIP LOCKED`;
    if (expired > 0 || free.length === 0 || sweepDone) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(sweepDone).toBe(0);
  const buyersStarted = performance.now();
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const start = performance.now();
      const answer = await reserve(sessionRef.tourId, sessionRef.sessionId, { passengers: [passenger()] });
      const end = performance.now();
      return { status: answer.status, ms: end - start, end };
    }),
  );
  const report = await sweeping;
  // A buyer released by the sweep's commit can see its answer a few ms before the sweep's own promise settles:
  // "before the end" means by a clear margin.
  const beforeSweepEnd = buyers.filter((b) => b.end < sweepDone - SETTLE_MARGIN_MS).length;
  return { report, buyers, beforeSweepEnd, sweepLeftMs: sweepDone - buyersStarted };
}

describe("the payment sweep while 50 buyers reserve", () => {
  it(
    "expires a batch of stale bills of a session while 50 buyers of that session get their answers, none waiting for the batch",
    { timeout: 240_000 },
    async () => {
      const { tour, session, billIds } = await sessionWithStaleBills(STALE);
      const now = new Date(Date.now() + BILL_TTL_MS.Online + 60_000);
      const { report, buyers, beforeSweepEnd, sweepLeftMs } = await race(
        { tourId: tour.id, sessionId: session.id, billIds },
        () => sweepPayments(now),
      );
      console.info(
        `[bench] sweep of ${STALE} stale bills with ${BUYERS} buyers: buyers' slowest answer ${Math.round(
          Math.max(...buyers.map((b) => b.ms)),
        )} ms, ${beforeSweepEnd} answered before the sweep ended ${Math.round(sweepLeftMs)} ms after they started`,
      );

      // The real sweep expires every stale bill of the database, other test files' too: this session's are counted below.
      expect(report.expired).toBeGreaterThanOrEqual(STALE);
      expect(buyers.map((b) => b.status)).toEqual(Array(BUYERS).fill(200));
      for (const b of buyers) expect(b.ms).toBeLessThan(ANSWER_BOUND_MS);
      // Every buyer answered while the sweep was still expiring bills: none waited for its batch to finish.
      expect(beforeSweepEnd).toBe(BUYERS);

      const after = await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } });
      expect(after.bookedCount).toBe(BUYERS);
      expect(await prisma.bill.count({ where: { id: { in: billIds }, status: "Expired" } })).toBe(STALE);
      expect(await counterMismatches(tour.id)).toEqual([]);
    },
  );

  it(
    "control: against a sweep that holds its whole batch in one transaction, no buyer answers before the batch ends",
    { timeout: 240_000 },
    async () => {
      // A smaller batch: the buyers wait for all of it, within their own transactions' time limit.
      const { tour, session, billIds } = await sessionWithStaleBills(CONTROL_STALE);
      const now = new Date(Date.now() + BILL_TTL_MS.Online + 60_000);
      const { report, buyers, beforeSweepEnd } = await race({ tourId: tour.id, sessionId: session.id, billIds }, () =>
        sweepHoldingItsBatch(billIds, now),
      );
      console.info(
        `[bench] control, one transaction for the batch: buyers' fastest answer ${Math.round(Math.min(...buyers.map((b) => b.ms)))} ms`,
      );
      expect(report.expired).toBe(CONTROL_STALE);
      expect(buyers.map((b) => b.status)).toEqual(Array(BUYERS).fill(200));
      // The session's row stays locked from the first release to the batch's commit: every buyer waited for it,
      // so the first test's `beforeSweepEnd` would be 0, not 50, with such a sweep.
      expect(beforeSweepEnd).toBe(0);
      expect(await counterMismatches(tour.id)).toEqual([]);
    },
  );
});
