import "server-only";
// A waiting-list hold used by its reservation (lib/reservations/reserve.ts, inside the sale's
// transaction): the entry becomes Claimed and its places leave heldCount in ONE statement, taking
// the session's row lock; the sale then takes its places through the usual guard under that same
// lock, so nobody can take the freed places in between. Any refusal rolls the whole sale back and
// the hold stays as it was. Lock order as in the sweep: the entry, then the session.
import type { Db } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { WAITLIST_MESSAGES as M } from "./messages";

export async function claimHold(
  tx: Db,
  hold: { sessionId: number; token: string; count: number; trackingId: string; now: Date },
): Promise<void> {
  const { sessionId, token, count, trackingId, now } = hold;
  const rows = await tx.$queryRaw<{ places: number }[]>`
    WITH e AS (
      UPDATE "WaitlistEntry" SET status = 'Claimed', "claimedAt" = ${now}, "activeKey" = NULL, "trackingId" = ${trackingId}
      WHERE token = ${token} AND "sessionId" = ${sessionId} AND status = 'Offered' AND "holdExpiresAt" > ${now} AND places >= ${count}::int
      RETURNING places
    )
    UPDATE "TourSession" s SET "heldCount" = s."heldCount" - e.places FROM e WHERE s.id = ${sessionId}
    RETURNING e.places`;
  if (rows.length) return;
  const entry = await tx.waitlistEntry.findFirst({
    where: { token, sessionId },
    select: { status: true, holdExpiresAt: true, places: true },
  });
  if (!entry) throw notFound(M.holdNotFound, "hold_not_found");
  if (entry.status !== "Offered" || !entry.holdExpiresAt || entry.holdExpiresAt <= now)
    throw conflict(M.holdLapsed, "hold_lapsed");
  throw unprocessable(M.holdPlaces(entry.places), "hold_places");
}
