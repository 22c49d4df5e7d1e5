import "server-only";
// Ownership of a tour: every leader call goes through here, so another leader's tour (or a
// deleted one) answers 404 without revealing that it exists. Writes lock the tour row first, which
// serialises concurrent edits of one tour (the reservation code takes the same row lock FOR SHARE
// while it sells, so what was sold cannot change under an edit).
import { prisma, type Db } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import type { TourStatus } from "@/lib/db/generated/enums";
import { TOUR_MESSAGES as M } from "./messages";
import { expirePublicTourCache, leaderOpenToursTag, publicTourTag } from "./public-tour-cache";

export interface LockedTour {
  id: number;
  status: TourStatus;
  isDraft: boolean;
}

export async function lockOwnedTour(
  tx: Db,
  leaderId: number,
  tourId: number,
  options: { allowCancelled?: boolean } = {},
): Promise<LockedTour> {
  const rows = await tx.$queryRaw<LockedTour[]>`
    SELECT "id", "status"::text AS "status", "isDraft" FROM "Tour"
    WHERE "id" = ${tourId} AND "leaderId" = ${leaderId} AND "deletedAt" IS NULL
    FOR UPDATE`;
  const tour = rows[0];
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (tour.status === "Cancelled" && !options.allowCancelled) throw unprocessable(M.cancelledTour, "cancelled_tour");
  return tour;
}

/** Runs `fn` in a transaction holding the lock of the caller's tour. */
export async function withOwnedTour<T>(
  leaderId: number,
  tourId: number,
  fn: (tx: Db, tour: LockedTour) => Promise<T>,
  options: { allowCancelled?: boolean } = {},
) {
  const result = await prisma.$transaction(async (tx) => fn(tx, await lockOwnedTour(tx, leaderId, tourId, options)), {
    timeout: 20_000,
  });
  // Every edit of a tour passes here: its public page shows the change on the next request.
  expirePublicTourCache(publicTourTag(tourId), leaderOpenToursTag(leaderId));
  return result;
}

/** Read-only ownership check. */
export async function assertOwnedTour(db: Db, leaderId: number, tourId: number) {
  const tour = await db.tour.findFirst({ where: { id: tourId, leaderId, deletedAt: null }, select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
}

/** Whether anything was sold against the tour: then its refund rules are the buyers' terms and stay fixed. */
export async function isTourSold(db: Db, tourId: number): Promise<boolean> {
  const [sessions, items] = await Promise.all([
    db.tourSession.count({ where: { tourId, bookedCount: { gt: 0 } } }),
    db.tourExtraItem.count({ where: { tourId, soldCount: { gt: 0 } } }),
  ]);
  return sessions + items > 0;
}
