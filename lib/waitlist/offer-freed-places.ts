import "server-only";
// The waiting list's sweep (pg-boss job `waitlist-offers`, every minute and right after a
// cancellation): per session with people in line, in one transaction under the session's advisory
// lock (two instances never sweep one session at once), it first lapses offers whose hold ran out
// (their places leave heldCount), then offers what is free to the first in line whose places fit:
// heldCount rises only through the same guard as a sale (`bookedCount + heldCount + n <= capacity`),
// so an offer can never oversell. The SMS of each offer goes out after the commit, claimed by
// `smsSentAt` so that a second sweep never sends it again (docs/waiting-list.md).
import { randomBytes } from "node:crypto";
import { ADVISORY_LOCKS } from "@/lib/db/advisory-locks";
import { env } from "@/lib/config/env";
import { prisma, type Db } from "@/lib/db/client";
import { tehranClock } from "@/lib/format/tehran-time";
import { toPersianDigits } from "@/lib/format/digits";
import { sendSms } from "@/lib/sms/send-sms";
import { readDaySettings } from "@/lib/tour-day/day-settings";
import { WAITLIST_MESSAGES as M } from "./messages";

/** Advisory lock space of a session's waiting list (the key's second half is the session id). */
export const WAITLIST_LOCK = ADVISORY_LOCKS.sessionWaitlist;

interface SessionState {
  tourId: number;
  capacity: number;
  bookedCount: number;
  heldCount: number;
  sellable: boolean;
}

async function readSession(tx: Db, sessionId: number, now: Date): Promise<SessionState | null> {
  const rows = await tx.$queryRaw<SessionState[]>`
    SELECT s."tourId", s.capacity, s."bookedCount", s."heldCount",
           (t.status = 'Enabled' AND t."registrationOpen" AND NOT t."isDraft" AND t."deletedAt" IS NULL
            AND COALESCE(s."registrationEndTime", s."endTime") > ${now} AND s."endTime" > ${now}) AS sellable
    FROM "TourSession" s JOIN "Tour" t ON t.id = s."tourId" WHERE s.id = ${sessionId}`;
  return rows[0] ?? null;
}

/** Lapses the session's offers whose hold ran out; answers how many. Lock order: entries, then the session. */
export async function lapseOffers(tx: Db, sessionId: number, now: Date): Promise<number> {
  const rows = await tx.$queryRaw<{ n: number }[]>`
    WITH lapsed AS (
      UPDATE "WaitlistEntry" SET status = 'Lapsed', "activeKey" = NULL
      WHERE "sessionId" = ${sessionId} AND status = 'Offered' AND "holdExpiresAt" <= ${now}
      RETURNING places
    ), freed AS (
      UPDATE "TourSession" SET "heldCount" = "heldCount" - (SELECT sum(places) FROM lapsed)
      WHERE id = ${sessionId} AND EXISTS (SELECT 1 FROM lapsed)
    )
    SELECT count(*)::int AS n FROM lapsed`;
  return rows[0]?.n ?? 0;
}

/** One session's turn of the sweep; answers the offers it lapsed and made. */
export async function offerSession(tx: Db, sessionId: number, now: Date): Promise<{ lapsed: number; offered: number }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WAITLIST_LOCK}::int, ${sessionId}::int)`;
  const lapsed = await lapseOffers(tx, sessionId, now);
  let offered = 0;
  for (;;) {
    const session = await readSession(tx, sessionId, now);
    if (!session?.sellable) break;
    const free = session.capacity - session.bookedCount - session.heldCount;
    if (free <= 0) break;
    // The first in line whose places fit: a party of four does not keep one free place from the next.
    const [entry] = await tx.$queryRaw<{ id: number; places: number }[]>`
      SELECT id, places FROM "WaitlistEntry"
      WHERE "sessionId" = ${sessionId} AND status = 'Waiting' AND places <= ${free}
      ORDER BY position, id LIMIT 1 FOR UPDATE`;
    if (!entry) break;
    const held = await tx.$executeRaw`
      UPDATE "TourSession" SET "heldCount" = "heldCount" + ${entry.places}
      WHERE id = ${sessionId} AND "bookedCount" + "heldCount" + ${entry.places}::int <= capacity`;
    if (held !== 1) break;
    const { holdMinutes } = await readDaySettings(tx, session.tourId);
    await tx.waitlistEntry.update({
      where: { id: entry.id },
      data: {
        status: "Offered",
        token: randomBytes(18).toString("base64url"),
        offeredAt: now,
        holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      },
      select: { id: true },
    });
    offered++;
  }
  return { lapsed, offered };
}

/**
 * The link of an offer's SMS: the tour's reserve steps with the hold applied (app/[leaderId]/tour/[tourId]/reserve/hold),
 * on the host the traveller asked on (the entry's saleOrigin; null: the platform).
 */
export function holdLink(leaderId: number, tourId: number, token: string, origin?: string | null): string {
  const url = new URL(`/${leaderId}/tour/${tourId}/reserve/hold`, origin ?? env.publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Sends the SMS of offers not yet sent; each is claimed first, so it goes out once however many sweeps run. */
export async function sendOfferMessages(now: Date): Promise<number> {
  const due = await prisma.waitlistEntry.findMany({
    where: { status: "Offered", smsSentAt: null, holdExpiresAt: { gt: now } },
    select: {
      id: true,
      mobile: true,
      places: true,
      token: true,
      holdExpiresAt: true,
      saleOrigin: true,
      session: { select: { tour: { select: { id: true, leaderId: true, title: true } } } },
    },
  });
  let sent = 0;
  for (const entry of due) {
    const claimed = await prisma.waitlistEntry.updateMany({
      where: { id: entry.id, smsSentAt: null },
      data: { smsSentAt: now },
    });
    if (claimed.count !== 1) continue;
    const { tour } = entry.session;
    const text = M.offerSms({
      title: tour.title,
      places: entry.places,
      until: toPersianDigits(tehranClock(entry.holdExpiresAt!)),
      link: holdLink(tour.leaderId, tour.id, entry.token!, entry.saleOrigin),
    });
    await sendSms({ to: entry.mobile, text }).catch((error) =>
      console.error("[waitlist] offer SMS failed", entry.id, error),
    );
    sent++;
  }
  return sent;
}

/** The whole sweep: every session with someone in line, then the offers' SMS. */
export async function offerFreedPlaces(now = new Date()): Promise<{ lapsed: number; offered: number; sent: number }> {
  // Only the sessions with something to do: an offer whose hold ran out, or someone waiting whose places are free
  // now. A line whose registration ended waits for nothing more (the leader may clear it); its offers still lapse.
  // Visiting every session with a line (a transaction each) took 54 s a sweep at a tenth of the national data set
  // with nothing to offer, over the job's one-minute interval (issue 33, docs/benchmarks.md).
  const sessions = await prisma.$queryRaw<{ sessionId: number }[]>`
    SELECT DISTINCT e."sessionId" FROM "WaitlistEntry" e JOIN "TourSession" s ON s.id = e."sessionId"
    WHERE (e.status = 'Offered' AND e."holdExpiresAt" <= ${now})
       OR (e.status = 'Waiting' AND COALESCE(s."registrationEndTime", s."endTime") > ${now}
           AND e.places <= s.capacity - s."bookedCount" - s."heldCount")
    ORDER BY e."sessionId"`;
  let lapsed = 0;
  let offered = 0;
  for (const { sessionId } of sessions) {
    const turn = await prisma.$transaction((tx) => offerSession(tx, sessionId, now), { timeout: 20_000 });
    lapsed += turn.lapsed;
    offered += turn.offered;
  }
  return { lapsed, offered, sent: await sendOfferMessages(now) };
}
