// The day-before reminder against the real PostgreSQL and pg-boss: one SMS per paid ticket with two
// workers and direct sweeps at once, none again after a restart, one for a ticket paid later, none
// before the leader's time or when the leader turned reminders off; the leader's list.
import PgBoss from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { registerTourDayJobs } from "@/lib/jobs/tour-day-jobs";
import { JOBS } from "@/lib/jobs/queues";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createScratchDatabase } from "@/tests/helpers/databases";
import { createUser } from "@/tests/helpers/factories";
import { reminderDueAt, sendDueReminders } from "./send-reminders";

const HOUR = 3_600_000;

/** A tour whose only session leaves in two hours: its reminder (18:00 Tehran the day before) is due now. */
async function tourLeavingSoon(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 2 * HOUR);
  return createSellingTour({
    sessions: [
      {
        capacity: 10,
        price: 2_500_000,
        childPrice: null,
        infantPrice: null,
        registrationEndTime: new Date(start.getTime() - HOUR).toISOString(),
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 24 * HOUR).toISOString(),
        vehicles: [],
      },
    ],
    tourDiscounts: [],
    extraItems: [],
    startPlaceText: "میدان آزادی، ضلع جنوبی",
    refundRules: [],
    ...overrides,
  });
}

async function buy(tourId: number, sessionId: number, count: number, pay = true) {
  const passengers = Array.from({ length: count }, () => passenger());
  const res = await reserve(tourId, sessionId, { passengers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (pay) {
    const { authority } = await startSandboxPayment(res.body.billId);
    await api("GET", await actOnSandbox(authority, "pay"));
  }
  return { trackingId: res.body.trackingId as string, mobiles: passengers.map((p) => p.mobile as string) };
}

const remindersTo = (mobiles: string[]) =>
  prisma.smsMessage.findMany({ where: { mobile: { in: mobiles }, text: { contains: "یادآوری تور" } } });

async function settle(sessionId: number) {
  for (let i = 0; i < 120; i++) {
    if (!(await prisma.tourReminder.count({ where: { sessionId, status: { in: ["Pending", "Sending"] } } }))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("reminders did not settle");
}

describe("day-before reminders", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("is due at the leader's Tehran clock time on the day before departure", () => {
    // 08:30 Tehran on 10 Dec 2026 → 18:00 Tehran on 9 Dec (Iran keeps +03:30 all year).
    expect(reminderDueAt(new Date("2026-12-10T05:00:00Z"), 18 * 60).toISOString()).toBe("2026-12-09T14:30:00.000Z");
    // 00:30 Tehran on 11 Dec (still 10 Dec in UTC) → 09:15 Tehran on 10 Dec.
    expect(reminderDueAt(new Date("2026-12-10T21:00:00Z"), 9 * 60 + 15).toISOString()).toBe("2026-12-10T05:45:00.000Z");
  });

  it(
    "sends exactly one per paid passenger with two workers, direct sweeps and a restart",
    { timeout: 120_000 },
    async () => {
      const { tour, leader, session } = await tourLeavingSoon();
      const paid = [await buy(tour.id, session.id, 2), await buy(tour.id, session.id, 1)];
      const unpaid = await buy(tour.id, session.id, 1, false);
      const mobiles = paid.flatMap((p) => p.mobiles);

      // Not before the leader's time (other test files' sessions in this database may be due: only this one counts).
      await sendDueReminders(new Date(reminderDueAt(session.startTime, 18 * 60).getTime() - 60_000));
      expect(await prisma.tourReminder.count({ where: { sessionId: session.id } })).toBe(0);

      const db = await createScratchDatabase("reminders");
      cleanup.push(db.drop);
      const workers = [
        new PgBoss({ connectionString: db.url, max: 2 }),
        new PgBoss({ connectionString: db.url, max: 2 }),
      ];
      for (const boss of workers) {
        await boss.start();
        await registerTourDayJobs(boss);
      }
      cleanup.push(async () => {
        for (const boss of workers) await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      });
      // Both workers' queues asked several times, and the sweep called directly, all at once.
      await Promise.all([
        ...workers.flatMap((boss) => [boss.send(JOBS.tourReminders.name, {}), boss.send(JOBS.tourReminders.name, {})]),
        sendDueReminders(),
        sendDueReminders(),
        sendDueReminders(),
      ]);
      await settle(session.id);
      for (let i = 0; i < 8 && (await remindersTo(mobiles)).length < 3; i++)
        await new Promise((r) => setTimeout(r, 250));

      const sms = await remindersTo(mobiles);
      expect(sms.map((s) => s.mobile).sort()).toEqual([...mobiles].sort());
      expect(await remindersTo(unpaid.mobiles)).toEqual([]);
      expect(sms[0].text).toContain(`«${tour.title}»`);
      expect(sms[0].text).toContain("میدان آزادی، ضلع جنوبی");
      expect(sms.find((s) => s.mobile === paid[1].mobiles[0])!.text).toContain(
        `/${tour.leaderId}/tour/ticketPrint?trackingId=${paid[1].trackingId}&mobile=${paid[1].mobiles[0]}`,
      );
      expect(await prisma.tourReminder.count({ where: { sessionId: session.id } })).toBe(3);

      // A restart: the workers stop, a new one starts and runs the job again: nothing more is sent.
      for (const boss of workers) await boss.stop({ graceful: true, wait: true });
      const restarted = new PgBoss({ connectionString: db.url, max: 2 });
      await restarted.start();
      cleanup.push(() => restarted.stop({ graceful: false, wait: true }).catch(() => undefined));
      await registerTourDayJobs(restarted);
      const jobId = await restarted.send(JOBS.tourReminders.name, {});
      for (let i = 0; i < 80; i++) {
        const state = (await restarted.getJobById(JOBS.tourReminders.name, jobId!))?.state;
        if (state === "completed" || state === "failed") break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect((await restarted.getJobById(JOBS.tourReminders.name, jobId!))?.state).toBe("completed");
      expect(await remindersTo(mobiles)).toHaveLength(3);

      // A ticket paid after the reminders went out gets its own, once.
      const late = await buy(tour.id, session.id, 1);
      await Promise.all([sendDueReminders(), sendDueReminders()]);
      expect(await remindersTo(late.mobiles)).toHaveLength(1);
      expect(await remindersTo(mobiles)).toHaveLength(3);

      // The leader's list: every reminder, sent; another leader sees nothing.
      const list = await api("GET", `/api/tour/${tour.id}/reminders`, { token: leader.token });
      expect(list.status).toBe(200);
      expect(list.body.reminders).toHaveLength(4);
      for (const r of list.body.reminders)
        expect(r).toMatchObject({ status: "Sent", statusTitle: "ارسال شد", sessionId: session.id });
      expect((await api("GET", `/api/tour/${tour.id}/reminders`, { token: (await createUser()).token })).status).toBe(
        404,
      );
    },
  );

  it("sends nothing for a tour whose leader turned reminders off", { timeout: 60_000 }, async () => {
    const { tour, leader, session } = await tourLeavingSoon();
    const put = await api("PUT", `/api/tour/${tour.id}/day-settings`, {
      token: leader.token,
      body: { holdMinutes: 30, remindersOn: false, reminderTime: "18:00" },
    });
    expect(put.status).toBe(200);
    const paid = await buy(tour.id, session.id, 1);
    await sendDueReminders();
    expect(await remindersTo(paid.mobiles)).toEqual([]);
    expect(await prisma.tourReminder.count({ where: { sessionId: session.id } })).toBe(0);
  });
});
