import "server-only";
// GET /api/tour/{tourId}/places: the figures a sale changes (places left, whether each session can
// be bought now, the registration switch and the tour's status), read for the tour page's islands.
// The page itself is cached HTML (docs/public-pages.md, "Speed and weight"), so these are never
// in it. One small read, kept for at most a second per instance: a popular tour costs one read a
// second however many pages ask, and a figure is never older than that. Bounded in entries too.
import { PUBLIC_TOUR_WHERE } from "@/lib/tours/public-tour-where";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { placesLeft } from "@/lib/shared/places-left";

/** How long an answer is reused by this instance (the figure's greatest age). */
export const LIVE_PLACES_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 5000;

async function readLivePlaces(tourId: number, now: Date) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, ...PUBLIC_TOUR_WHERE },
    select: {
      status: true,
      registrationOpen: true,
      sessions: {
        select: {
          id: true,
          capacity: true,
          bookedCount: true,
          heldCount: true,
          startTime: true,
          endTime: true,
          registrationEndTime: true,
        },
        orderBy: { startTime: "asc" },
      },
    },
  });
  if (!tour) return null;
  const sellable = tour.status === "Enabled" && tour.registrationOpen;
  return {
    status: tour.status,
    registrationOpen: tour.registrationOpen,
    // The same rule as the page's (lib/tours/get-public-tour.ts, live-figures.ts).
    sessions: tour.sessions.map((s) => {
      // Places held for the waiting list (docs/waiting-list.md) are not for sale.
      const availableCapacity = placesLeft(s.capacity, s.bookedCount + s.heldCount);
      const registrationEndTime = s.registrationEndTime ?? s.endTime;
      return {
        id: s.id,
        availableCapacity,
        isRegistrable: sellable && availableCapacity > 0 && now < registrationEndTime,
        startTime: s.startTime,
        registrationEndTime,
      };
    }),
  };
}

type LivePlaces = NonNullable<Awaited<ReturnType<typeof readLivePlaces>>>;

const recent = new Map<number, { at: number; read: Promise<LivePlaces | null> }>();

export async function getLivePlaces(tourId: number): Promise<LivePlaces> {
  const now = Date.now();
  let entry = recent.get(tourId);
  if (!entry || now - entry.at >= LIVE_PLACES_MAX_AGE_MS) {
    if (recent.size >= MAX_ENTRIES)
      for (const [id, old] of recent)
        if (now - old.at >= LIVE_PLACES_MAX_AGE_MS || recent.size >= MAX_ENTRIES) recent.delete(id);
    entry = { at: now, read: readLivePlaces(tourId, new Date(now)) };
    recent.set(tourId, entry);
    // A failed read is not kept.
    entry.read.catch(() => recent.delete(tourId));
  }
  const places = await entry.read;
  if (!places) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return places;
}
