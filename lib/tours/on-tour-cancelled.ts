import "server-only";
// What follows a cancellation. For now it only records the event (a TourEvent row of kind
// "TourCancelled", unprocessed); the reservation code will process these rows: refund every ticket
// of the tour and notify its passengers by SMS, then set processedAt.
import type { Db } from "@/lib/db/client";

export const TOUR_CANCELLED = "TourCancelled";

export async function onTourCancelled(db: Db, tourId: number) {
  await db.tourEvent.create({ data: { tourId, kind: TOUR_CANCELLED }, select: { id: true } });
}
