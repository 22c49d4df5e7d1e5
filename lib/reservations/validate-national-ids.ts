import "server-only";
// POST /api/tour/reservation/nationalid-validation/{sessionId}: which of the national ids already
// hold an active ticket in the session (the passengers page warns before reserving; the
// reservation itself checks again under the session's lock). With the buyer's mobile it also names
// the unpaid booking of theirs that holds them, so the page offers to resume or release it
// (lib/reservations/find-unpaid-booking.ts).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { findUnpaidBooking } from "./find-unpaid-booking";
import { RESERVATION_MESSAGES as M } from "./messages";
import { activeNationalKey } from "./statuses";

export async function validateNationalIds(sessionId: number, nationalIds: string[], buyerMobile?: string) {
  const session = await prisma.tourSession.findFirst({
    where: { id: sessionId, tour: { isDraft: false, deletedAt: null } },
    select: { id: true },
  });
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  const taken = await prisma.passenger.findMany({
    where: { activeNationalKey: { in: nationalIds.map((n) => activeNationalKey(sessionId, n)) } },
    select: { nationalId: true },
  });
  const invalid = [...new Set(taken.map((t) => t.nationalId))];
  const unpaid = invalid.length && buyerMobile ? await findUnpaidBooking(sessionId, invalid, buyerMobile) : null;
  return { isValid: invalid.length === 0, invalidNationalIds: invalid, unpaid };
}
