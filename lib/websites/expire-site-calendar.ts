import "server-only";
// After a sale or a cancellation commits, the leader's month calendar (site-calendar.ts) is expired
// on every instance; the routes call it (a cross-domain reaction from the outer layer). It runs after
// the answer is decided and never fails the sale: expireTagsNow reaches the cache handler's shared
// tag store, and a failure is logged while the calendar's time bound (CALENDAR_REVALIDATE_SECONDS)
// still corrects it.
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { prisma } from "@/lib/db/client";
import { siteCalendarTag } from "./site-tags";

/**
 * A tour's leader never changes, so an instance may remember it: a popular tour's sales then cost no
 * extra read (the reservation is the hot path). Bounded; a forgotten entry is only read again.
 */
const leaderOfTour = new Map<number, number>();
const MAX_REMEMBERED = 10_000;

async function leaderOf(of: { tourId: number } | { trackingId: string }): Promise<number | null> {
  if ("tourId" in of && leaderOfTour.has(of.tourId)) return leaderOfTour.get(of.tourId)!;
  const where = "tourId" in of ? { id: of.tourId } : { reservations: { some: { trackingId: of.trackingId } } };
  const tour = await prisma.tour.findFirst({ where, select: { id: true, leaderId: true } });
  if (!tour) return null;
  if (leaderOfTour.size >= MAX_REMEMBERED) leaderOfTour.clear();
  leaderOfTour.set(tour.id, tour.leaderId);
  return tour.leaderId;
}

/** The calendar of the leader of a tour, or of the tour a ticket (tracking id) belongs to. */
export function expireSiteCalendarOf(of: { tourId: number } | { trackingId: string }): void {
  void (async () => {
    const leaderId = await leaderOf(of);
    if (leaderId !== null) await expireTagsNow([siteCalendarTag(leaderId)]);
  })().catch((error) => console.error("[calendar] expiry failed", of, error));
}
