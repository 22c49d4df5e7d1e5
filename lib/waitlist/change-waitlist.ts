import "server-only";
// The leader's changes to a session's line: a new order of those waiting, one entry out, or the
// whole line cleared. Each runs under the session's waiting-list lock (the sweep's), so a change
// and an offer never interleave; an entry holding an offer gives its places back (entry, then
// session: the sweep's lock order).
import { prisma, type Db } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { assertOwnedTour } from "@/lib/tours/access";
import { WAITLIST_MESSAGES as M } from "./messages";
import { WAITLIST_LOCK } from "./offer-freed-places";

async function underSessionLock<T>(
  leaderId: number,
  tourId: number,
  sessionId: number,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  await assertOwnedTour(prisma, leaderId, tourId);
  const session = await prisma.tourSession.findFirst({ where: { id: sessionId, tourId }, select: { id: true } });
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WAITLIST_LOCK}::int, ${sessionId}::int)`;
    return fn(tx);
  });
}

/** Takes entries out of the line (those given, or every live one) and gives back the places their offers held. */
async function removeEntries(tx: Db, sessionId: number, entryIds: number[] | null): Promise<number> {
  const rows = await tx.$queryRaw<{ n: number }[]>`
    WITH target AS (
      SELECT id, places, status = 'Offered' AS held FROM "WaitlistEntry"
      WHERE "sessionId" = ${sessionId} AND status IN ('Waiting', 'Offered') AND (${entryIds}::int[] IS NULL OR id = ANY(${entryIds}::int[]))
      FOR UPDATE
    ), gone AS (
      UPDATE "WaitlistEntry" e SET status = 'Removed', "activeKey" = NULL FROM target WHERE e.id = target.id
      RETURNING target.places, target.held
    ), freed AS (
      UPDATE "TourSession" SET "heldCount" = "heldCount" - (SELECT coalesce(sum(places), 0) FROM gone WHERE held)
      WHERE id = ${sessionId} AND EXISTS (SELECT 1 FROM gone WHERE held)
    )
    SELECT count(*)::int AS n FROM gone`;
  return rows[0]?.n ?? 0;
}

/** PUT /api/tour/{tourId}/session/{sessionId}/waitlist: `entryIds` is every waiting entry of the session, first in line first. */
export async function reorderWaitlist(leaderId: number, tourId: number, sessionId: number, entryIds: number[]) {
  return underSessionLock(leaderId, tourId, sessionId, async (tx) => {
    const waiting = await tx.waitlistEntry.findMany({ where: { sessionId, status: "Waiting" }, select: { id: true } });
    const given = new Set(entryIds);
    if (given.size !== entryIds.length || given.size !== waiting.length || waiting.some((e) => !given.has(e.id))) {
      throw unprocessable(M.orderMismatch, "waitlist_order");
    }
    await tx.$executeRaw`
      UPDATE "WaitlistEntry" e SET position = o.n
      FROM unnest(${entryIds}::int[]) WITH ORDINALITY AS o(id, n) WHERE e.id = o.id`;
  });
}

/** DELETE /api/tour/{tourId}/waitlist/{entryId}. */
export async function removeWaitlistEntry(leaderId: number, tourId: number, entryId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const entry = await prisma.waitlistEntry.findFirst({
    where: { id: entryId, session: { tourId } },
    select: { sessionId: true },
  });
  if (!entry) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  await underSessionLock(leaderId, tourId, entry.sessionId, (tx) => removeEntries(tx, entry.sessionId, [entryId]));
}

/** DELETE /api/tour/{tourId}/session/{sessionId}/waitlist: answers how many left the line. */
export async function clearWaitlist(leaderId: number, tourId: number, sessionId: number) {
  const removed = await underSessionLock(leaderId, tourId, sessionId, (tx) => removeEntries(tx, sessionId, null));
  return { removed };
}
