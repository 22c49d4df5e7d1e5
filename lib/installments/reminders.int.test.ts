// The installments' reminder SMS against the real PostgreSQL and pg-boss: "before" three days ahead and
// "due" on the day, once per installment and kind with two workers and direct runs at once and after a
// restart; none for a paid installment, a cancelled ticket or an unpaid down payment; the signed pay
// link on the site the ticket was bought on.
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { formatToman } from "@/lib/format/number";
import { addDays, tehranDay, tehranInstant } from "@/lib/format/tehran-time";
import { JOBS } from "@/lib/jobs/queues";
import { registerTourDayJobs } from "@/lib/jobs/tour-day-jobs";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createScratchDatabase } from "@/tests/helpers/databases";
import { createUser } from "@/tests/helpers/factories";
import { activeSiteOrigin } from "@/lib/websites/trusted-origin";
import { payTokenValid } from "./pay-token";
import { recordSaleOrigin } from "./record-sale-origin";
import { reminderWindow, sendInstallmentReminders } from "./send-installment-reminders";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let tour: Awaited<ReturnType<typeof createInstallmentTour>>["tour"];
let planId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  leader = await createUser();
  planId = (await createPlan(leader, { surchargePercent: 0 })).id;
  ({ tour } = await createInstallmentTour(leader, [planId], [40], { refundRules: [] }));
});

/** A ticket sold on the plan (down payment paid unless told); answers its first further installment and buyer. */
async function sale(pay = true) {
  const buyer = passenger();
  const res = await reserve(tour.id, tour.sessions[0].id, {
    paymentMethod: "Installment",
    installmentPlanId: planId,
    passengers: [buyer],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (pay) {
    const start = await api("GET", `/api/payment/bill/${res.body.billId}`);
    await api(
      "GET",
      await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"),
    );
  }
  const reservation = await prisma.reservation.findUniqueOrThrow({
    where: { trackingId: res.body.trackingId },
    include: { installments: { where: { sequence: 1 } } },
  });
  return { mobile: buyer.mobile as string, reservation, installment: reservation.installments[0] };
}

/** Moves the installment's due date (and its sale into the past), as if the ticket was bought days ago. */
async function dueOn(installmentId: number, dueAt: Date) {
  await prisma.reservationInstallment.update({
    where: { id: installmentId },
    data: { dueAt, createdAt: new Date(dueAt.getTime() - 10 * DAY) },
  });
}

const smsTo = (mobile: string, words: string) =>
  prisma.smsMessage.findMany({ where: { mobile, text: { contains: words } }, orderBy: { id: "asc" } });
const BEFORE = "سررسید می‌شود";
const ON_DAY = "امروز";

describe("installment reminders", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("has a window three days ahead and one on the due day, from 09:00 Tehran", () => {
    // Due 12:00 Tehran on 20 Dec 2026 (08:30 UTC).
    const due = new Date("2026-12-20T08:30:00Z");
    expect(reminderWindow("before", due)).toEqual({
      from: new Date("2026-12-17T05:30:00Z"),
      until: new Date("2026-12-18T20:30:00Z"),
    });
    expect(reminderWindow("due", due)).toEqual({
      from: new Date("2026-12-20T05:30:00Z"),
      until: new Date("2026-12-20T20:30:00Z"),
    });
  });

  it(
    "sends each once with two workers, direct runs and a restart; skips paid, cancelled and unpaid",
    { timeout: 120_000 },
    async () => {
      const [active, paidOffline, cancelled, unpaid] = [await sale(), await sale(), await sale(), await sale(false)];
      // Due the day after tomorrow at noon, Tehran: inside the "before" window at any time of day now.
      const dueAt = new Date(tehranInstant(addDays(tehranDay(new Date()), 2), "12:00"));
      for (const s of [active, paidOffline, cancelled, unpaid]) await dueOn(s.installment.id, dueAt);
      const offline = await api("POST", `/api/installments/${paidOffline.installment.id}/offline-payment`, {
        token: leader.token,
        body: { amount: Number(paidOffline.installment.amount), paidAt: new Date().toISOString(), kind: "cash" },
      });
      expect(offline.status, JSON.stringify(offline.body)).toBe(200);
      const cancel = await api("POST", `/api/installment-sales/${cancelled.reservation.id}/cancel`, {
        token: leader.token,
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      // The site the ticket was bought on: its reminder links there.
      await prisma.reservation.update({
        where: { id: active.reservation.id },
        data: { saleOrigin: "https://kuhestan.example.ir" },
      });

      const db = await createScratchDatabase("installment_reminders");
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
      const jobs = await Promise.all(workers.flatMap((boss) => [boss.send(JOBS.installmentReminders.name, {})]));
      await Promise.all([sendInstallmentReminders(), sendInstallmentReminders(), sendInstallmentReminders()]);
      for (const [i, id] of jobs.entries()) await finished(workers[i], id!);

      const sent = await smsTo(active.mobile, BEFORE);
      expect(sent).toHaveLength(1);
      const link = new URL(/https?:\/\/\S+/.exec(sent[0].text)![0]);
      expect(link.origin).toBe("https://kuhestan.example.ir");
      expect(link.pathname).toBe(`/api/installments/${active.installment.id}/pay`);
      expect(payTokenValid(active.installment.id, link.searchParams.get("token")!)).toBe(true);
      expect(sent[0].text).toContain(`«${tour.title}»`);
      expect(sent[0].text).toContain(formatToman(active.installment.amount));
      expect(sent[0].text).toMatch(/^همسفر: قسط ۱ /);
      for (const s of [paidOffline, cancelled, unpaid]) expect(await smsTo(s.mobile, "قسط")).toEqual([]);
      expect(
        await prisma.installmentReminder.findMany({
          where: { installmentId: { in: [active, paidOffline, cancelled, unpaid].map((s) => s.installment.id) } },
          select: { installmentId: true, kind: true },
        }),
      ).toEqual([{ installmentId: active.installment.id, kind: "before" }]);

      // A restart: the workers stop, a new one runs the job: nothing more.
      for (const boss of workers) await boss.stop({ graceful: true, wait: true });
      const restarted = new PgBoss({ connectionString: db.url, max: 2 });
      await restarted.start();
      cleanup.push(() => restarted.stop({ graceful: false, wait: true }).catch(() => undefined));
      await registerTourDayJobs(restarted);
      await finished(restarted, (await restarted.send(JOBS.installmentReminders.name, {}))!);
      expect(await smsTo(active.mobile, BEFORE)).toHaveLength(1);

      // The due day at 10:00 Tehran, twice at once: one "due" SMS on the platform's link.
      await prisma.reservation.update({ where: { id: active.reservation.id }, data: { saleOrigin: null } });
      const onTheDay = new Date(tehranInstant(tehranDay(dueAt), "10:00"));
      await Promise.all([sendInstallmentReminders(onTheDay), sendInstallmentReminders(onTheDay)]);
      const due = await smsTo(active.mobile, ON_DAY);
      expect(due).toHaveLength(1);
      expect(new URL(/https?:\/\/\S+/.exec(due[0].text)![0]).origin).toBe(
        new URL(process.env.PUBLIC_URL ?? "http://localhost:3000").origin,
      );
      // The day before the due day belongs to neither; after the due day, nothing.
      await sendInstallmentReminders(new Date(tehranInstant(addDays(tehranDay(dueAt), 1), "10:00")));
      expect(await smsTo(active.mobile, "قسط")).toHaveLength(2);
    },
  );

  it("does not send the three-day reminder of a ticket bought inside that window", async () => {
    const fresh = await sale();
    const dueAt = new Date(tehranInstant(addDays(tehranDay(new Date()), 2), "12:00"));
    await prisma.reservationInstallment.update({ where: { id: fresh.installment.id }, data: { dueAt } });
    await sendInstallmentReminders();
    expect(await smsTo(fresh.mobile, "قسط")).toEqual([]);
  });

  it("reminds again, once, of a due date the leader moved after its reminders went out", async () => {
    const s = await sale();
    const oldDue = new Date(tehranInstant(addDays(tehranDay(new Date()), 3), "12:00"));
    await dueOn(s.installment.id, oldDue);
    await sendInstallmentReminders(new Date(tehranInstant(addDays(tehranDay(oldDue), -3), "10:00")));
    await sendInstallmentReminders(new Date(tehranInstant(tehranDay(oldDue), "10:00")));
    expect(await smsTo(s.mobile, "قسط")).toHaveLength(2);

    // The leader gives the buyer ten more days: the buyer is told of the new day before it and on it.
    const newDue = new Date(oldDue.getTime() + 10 * DAY);
    const moved = await api("PUT", `/api/installments/${s.installment.id}/due-date`, {
      token: leader.token,
      body: { dueAt: newDue.toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const before = new Date(tehranInstant(addDays(tehranDay(newDue), -3), "10:00"));
    await Promise.all([sendInstallmentReminders(before), sendInstallmentReminders(before)]);
    const onTheDay = new Date(tehranInstant(tehranDay(newDue), "10:00"));
    await sendInstallmentReminders(onTheDay);
    await sendInstallmentReminders(onTheDay);
    expect(await smsTo(s.mobile, BEFORE)).toHaveLength(2);
    expect(await smsTo(s.mobile, ON_DAY)).toHaveLength(2);
    const [first, second] = await smsTo(s.mobile, BEFORE);
    expect(second.text).not.toBe(first.text);
  });

  it("keeps a sale's site origin only when the host is an active site, never a forged host", async () => {
    const s = await sale();
    await recordSaleOrigin(s.reservation.trackingId, await activeSiteOrigin("evil.example.com"));
    await recordSaleOrigin(s.reservation.trackingId, await activeSiteOrigin(null));
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: s.reservation.id } })).saleOrigin).toBeNull();
    await recordSaleOrigin(s.reservation.trackingId, "https://darya.example.ir");
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: s.reservation.id } })).saleOrigin).toBe(
      "https://darya.example.ir",
    );
  });
});

async function finished(boss: PgBoss, jobId: string) {
  for (let i = 0; i < 80; i++) {
    const state = (await boss.getJobById(JOBS.installmentReminders.name, jobId))?.state;
    if (state === "completed") return;
    if (state === "failed") throw new Error("installment reminders job failed");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("installment reminders job did not finish");
}
