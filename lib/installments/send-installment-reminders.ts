import "server-only";
// The reminder SMS of a ticket's further installments (pg-boss job `installment-reminders`, lib/jobs):
// kind "before" on the Tehran day three days before an installment falls due (or the next two days, if a
// run was missed), kind "due" on its due day, each from 09:00 Tehran. Each carries the installment's
// signed pay link. Once per installment and kind with any number of instances, retries or restarts:
//  - the InstallmentReminder row (unique installmentId × kind) is the decision: it is inserted with
//    ON CONFLICT DO NOTHING in one transaction with the SMS's record, under the installment's row lock
//    after checking it is still Due and its ticket paid and active; only the transaction that
//    inserted the row sends, after its commit;
//  - a crash between that commit and the provider's answer loses that SMS rather than sending it twice
//    (as the day-before reminders, docs/reminders.md); a provider's refusal is logged.
// Not for a paid or cancelled installment, a cancelled ticket or tour, or the down payment (paid at purchase).
import { prisma, type Db } from "@/lib/db/client";
import { formatJalaliDate } from "@/lib/format/date";
import { formatDigits, formatToman } from "@/lib/format/number";
import { addDays, tehranDay, tehranInstant } from "@/lib/format/tehran-time";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";
import { sendSms } from "@/lib/sms/send-sms";
import { INSTALLMENT_REMINDER_SMS as SMS } from "./messages";
import { installmentPayUrl } from "./pay-token";

export const REMINDER_KINDS = ["before", "due"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days before the due day of the "before" reminder, and the Tehran clock time both are sent from. */
export const REMIND_DAYS_BEFORE = 3;
export const REMIND_CLOCK = "09:00";
/** Installments read per batch. */
export const REMINDER_BATCH = 200;
const DAY_MS = 86_400_000;

/** The window in which a reminder of an installment due at `dueAt` is sent: [from, until). */
export function reminderWindow(kind: ReminderKind, dueAt: Date): { from: Date; until: Date } {
  const dueDay = tehranDay(dueAt);
  const startOf = (day: string) => new Date(tehranInstant(day, "00:00"));
  if (kind === "due")
    return { from: new Date(tehranInstant(dueDay, REMIND_CLOCK)), until: startOf(addDays(dueDay, 1)) };
  // The day before the due day belongs to neither: the "due" reminder comes the next morning.
  return {
    from: new Date(tehranInstant(addDays(dueDay, -REMIND_DAYS_BEFORE), REMIND_CLOCK)),
    until: startOf(addDays(dueDay, -1)),
  };
}

const activeTicket = {
  sequence: { gt: 0 },
  status: "Due" as const,
  reservation: {
    status: { in: [...CONFIRMED_STATUSES] },
    tour: { status: { not: "Cancelled" as const }, deletedAt: null },
  },
};

type Candidate = { id: number; kind: ReminderKind };

/**
 * One batch of due installments (id order after `afterId`) and those in a reminder window now without
 * that kind's row; `next` is the cursor of the following batch, null after the last.
 */
async function candidates(now: Date, afterId: number): Promise<{ due: Candidate[]; next: number | null }> {
  // Every window lies between the due day's start − 3 days and its end: due dates from yesterday to 4 days on.
  const rows = await prisma.reservationInstallment.findMany({
    where: {
      ...activeTicket,
      id: { gt: afterId },
      dueAt: {
        gt: new Date(now.getTime() - 2 * DAY_MS),
        lt: new Date(now.getTime() + (REMIND_DAYS_BEFORE + 2) * DAY_MS),
      },
    },
    select: { id: true, dueAt: true, createdAt: true, reminders: { select: { kind: true } } },
    orderBy: { id: "asc" },
    take: REMINDER_BATCH,
  });
  const due: Candidate[] = [];
  for (const row of rows)
    for (const kind of REMINDER_KINDS) {
      const { from, until } = reminderWindow(kind, row.dueAt);
      // A ticket bought inside the "before" window: its buyer has just seen the schedule.
      const fresh = kind === "before" && row.createdAt >= from;
      if (from <= now && now < until && !fresh && !row.reminders.some((r) => r.kind === kind))
        due.push({ id: row.id, kind });
    }
  return { due, next: rows.length === REMINDER_BATCH ? rows[rows.length - 1].id : null };
}

/** The decision for one installment and kind, in one transaction: answers the SMS to send, or null. */
async function decide(tx: Db, c: Candidate, now: Date): Promise<{ to: string; text: string } | null> {
  // The row lock orders this with a payment or cancellation of the installment (they lock it last).
  await tx.$queryRaw`SELECT id FROM "ReservationInstallment" WHERE id = ${c.id} FOR UPDATE`;
  const row = await tx.reservationInstallment.findFirst({
    where: { id: c.id, ...activeTicket },
    select: {
      id: true,
      sequence: true,
      amount: true,
      dueAt: true,
      reservation: { select: { buyerMobile: true, saleOrigin: true, tour: { select: { title: true } } } },
    },
  });
  if (!row) return null;
  const { from, until } = reminderWindow(c.kind, row.dueAt);
  if (now < from || now >= until) return null; // the leader moved the due date meanwhile
  const { count } = await tx.installmentReminder.createMany({
    data: [{ installmentId: row.id, kind: c.kind }],
    skipDuplicates: true,
  });
  if (count !== 1) return null;
  const text = SMS[c.kind]({
    part: formatDigits(row.sequence),
    title: row.reservation.tour.title,
    amount: formatToman(row.amount),
    due: formatJalaliDate(row.dueAt),
    link: installmentPayUrl(row.id, row.reservation.saleOrigin ?? undefined),
  });
  return { to: row.reservation.buyerMobile, text };
}

export async function sendInstallmentReminders(
  now = new Date(),
): Promise<{ sent: number; failed: number; ms: number }> {
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  for (let cursor: number | null = 0; cursor !== null;) {
    const { due, next } = await candidates(now, cursor);
    for (const c of due) {
      const sms = await prisma.$transaction((tx) => decide(tx, c, now));
      if (!sms) continue;
      try {
        await sendSms(sms);
        sent++;
      } catch (error) {
        failed++;
        console.error("[installments] reminder SMS not delivered", c.id, c.kind, error);
      }
    }
    cursor = next;
  }
  return { sent, failed, ms: Date.now() - started };
}
