import "server-only";
// The day-before reminder (pg-boss job `tour-reminders`, every minute on every instance's worker):
//  1. sessions whose reminder time has come (the leader's Tehran clock time on the day before
//     departure, lib/tour-day) and that have not left yet;
//  2. one TourReminder row per paid ticket, inserted with ON CONFLICT DO NOTHING on the unique
//     passengerId: that row is the idempotency key, so several workers, a retry or a restart
//     never make a second one (a ticket paid later still gets its row on the next tick);
//  3. each Pending row is claimed (Pending → Sending, one conditional UPDATE: one worker wins),
//     sent, and marked Sent or Failed. A row left Sending by a crash mid-send is not sent again:
//     a duplicate is worse than a missing reminder, and the leader sees it (docs/reminders.md).
import { prisma } from "@/lib/db/client";
import { formatJalaliDateTime } from "@/lib/format/date";
import { addDays, tehranDay, tehranInstant } from "@/lib/format/tehran-time";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";
import { ticketPageUrl } from "@/lib/installments/ticket-page-url";
import { sendSms } from "@/lib/sms/send-sms";
import { DEFAULT_DAY_SETTINGS } from "@/lib/tour-day/day-settings";
import { minuteToClock } from "@/lib/tour-day/constants";
import { REMINDER_MESSAGES as M } from "./messages";

/** Looked ahead: a reminder is due at most a day and a half before departure. */
const LOOKAHEAD_MS = 48 * 60 * 60 * 1000;

/** When a session's reminder is due: the given Tehran clock time on the Tehran day before it starts. */
export function reminderDueAt(startTime: Date, reminderMinute: number): Date {
  return new Date(tehranInstant(addDays(tehranDay(startTime), -1), minuteToClock(reminderMinute)));
}

/** The ticket page on the host the ticket was bought on (the reservation's saleOrigin; null: the platform). */
export function ticketLink(leaderId: number, trackingId: string, mobile: string, origin?: string | null): string {
  return ticketPageUrl(leaderId, trackingId, mobile, origin);
}

async function dueSessions(now: Date) {
  const sessions = await prisma.tourSession.findMany({
    where: {
      startTime: { gt: now, lte: new Date(now.getTime() + LOOKAHEAD_MS) },
      tour: { status: "Enabled", isDraft: false, deletedAt: null },
    },
    select: {
      id: true,
      startTime: true,
      tour: {
        select: {
          id: true,
          leaderId: true,
          title: true,
          startPlaceText: true,
          startCity: { select: { name: true } },
          daySetting: { select: { remindersOn: true, reminderMinute: true } },
        },
      },
    },
  });
  return sessions.filter((s) => {
    const setting = s.tour.daySetting ?? DEFAULT_DAY_SETTINGS;
    return setting.remindersOn && reminderDueAt(s.startTime, setting.reminderMinute) <= now;
  });
}

/** Step 2: the rows of paid tickets that have none yet; answers how many were new. */
async function recordReminders(session: Awaited<ReturnType<typeof dueSessions>>[number]): Promise<number> {
  const passengers = await prisma.passenger.findMany({
    where: { sessionId: session.id, status: { in: [...CONFIRMED_STATUSES] }, reminder: null },
    select: {
      id: true,
      mobile: true,
      reservation: { select: { trackingId: true, buyerMobile: true, saleOrigin: true } },
    },
  });
  if (!passengers.length) return 0;
  const { tour } = session;
  const place = [tour.startPlaceText, tour.startCity?.name].filter(Boolean).join("، ") || null;
  const when = formatJalaliDateTime(session.startTime);
  const { count } = await prisma.tourReminder.createMany({
    data: passengers.map((p) => ({
      sessionId: session.id,
      passengerId: p.id,
      mobile: p.mobile,
      text: M.sms({
        title: tour.title,
        when,
        place,
        link: ticketLink(tour.leaderId, p.reservation.trackingId, p.reservation.buyerMobile, p.reservation.saleOrigin),
      }),
    })),
    skipDuplicates: true,
  });
  return count;
}

/** Step 3 for one row: claimed by one worker only, then sent. */
async function deliver(reminder: { id: number; mobile: string; text: string }): Promise<boolean> {
  const claimed = await prisma.tourReminder.updateMany({
    where: { id: reminder.id, status: "Pending" },
    data: { status: "Sending" },
  });
  if (claimed.count !== 1) return false;
  try {
    await sendSms({ to: reminder.mobile, text: reminder.text });
    await prisma.tourReminder.update({
      where: { id: reminder.id },
      data: { status: "Sent", sentAt: new Date() },
      select: { id: true },
    });
    return true;
  } catch (error) {
    await prisma.tourReminder.update({
      where: { id: reminder.id },
      data: { status: "Failed", error: String((error as Error)?.message ?? error).slice(0, 500) },
      select: { id: true },
    });
    return false;
  }
}

export async function sendDueReminders(now = new Date()): Promise<{ recorded: number; sent: number }> {
  let recorded = 0;
  for (const session of await dueSessions(now)) recorded += await recordReminders(session);
  const pending = await prisma.tourReminder.findMany({
    where: { status: "Pending", session: { startTime: { gt: now } } },
    select: { id: true, mobile: true, text: true },
    orderBy: { id: "asc" },
  });
  let sent = 0;
  for (const reminder of pending) if (await deliver(reminder)) sent++;
  return { recorded, sent };
}
