import "server-only";
// What follows a cancellation, inside its transaction: the event (a TourEvent row of kind
// "TourCancelled", unprocessed). After the commit processTourEvents (lib/refunds) refunds every ticket
// of the tour, notifies its passengers by SMS and sets processedAt; the payments sweep retries what failed.
import type { Db } from "@/lib/db/client";

export const TOUR_CANCELLED = "TourCancelled";

export async function onTourCancelled(db: Db, tourId: number) {
  await db.tourEvent.create({ data: { tourId, kind: TOUR_CANCELLED }, select: { id: true } });
}
