import "server-only";
// After a sale or a cancellation commits, the leader's month calendar (site-calendar.ts) is expired
// on every instance; the routes call it (a cross-domain reaction from the outer layer). It runs after
// the answer is decided and never fails the sale: expireTagsNow reaches the cache handler's shared
// tag store, and a failure is logged while the calendar's time bound (CALENDAR_REVALIDATE_SECONDS)
// still corrects it.
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { prisma } from "@/lib/db/client";
import { siteCalendarTag } from "./site-cache";

/** The calendar of the leader of a tour, or of the tour a ticket (tracking id) belongs to. */
export function expireSiteCalendarOf(of: { tourId: number } | { trackingId: string }): void {
  void (async () => {
    const where = "tourId" in of ? { id: of.tourId } : { reservations: { some: { trackingId: of.trackingId } } };
    const tour = await prisma.tour.findFirst({ where, select: { leaderId: true } });
    if (tour) await expireTagsNow([siteCalendarTag(tour.leaderId)]);
  })().catch((error) => console.error("[calendar] expiry failed", of, error));
}
