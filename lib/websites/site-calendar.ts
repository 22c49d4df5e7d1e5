// The sale website's month calendar (/calendar, /calendar/1405-01): every session of the owner's
// listed tours that starts in the month (not only a tour's first), with its places left and whether
// it can be bought now. Cached per owner and month under the site's tags (a tour edit, a site change)
// and siteCalendarTag, which a sale and a traveller's cancellation expire on every instance after
// their commit (lib/websites/expire-site-calendar.ts); other changes of places (an unpaid hold that
// runs out) show within CALENDAR_REVALIDATE_SECONDS.
import { prisma } from "@/lib/db/client";
import { tehranDay } from "@/lib/format/tehran-time";
import { monthGrid, monthKey, type JalaliMonth } from "@/lib/format/jalali-month";
import { placesLeft } from "@/lib/shared/places-left";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "./cached-read";
import { listedToursWhere } from "./get-public-site";
import { siteCalendarTag, siteTag } from "./site-tags";

export const CALENDAR_REVALIDATE_SECONDS = 60;

export async function listCalendarSessions(leaderId: number, month: JalaliMonth, now = new Date()) {
  const grid = monthGrid(month);
  // The owner's listed tours first, then their sessions in the month on (tourId, startTime): as one join the planner read
  // every session of the platform in the month's window (issue 33: 0.3–0.4 s at scale 1 for the largest leader's
  // 2,591 tours); this way the cost follows the owner's tours, not the platform's sessions.
  const tours = await prisma.tour.findMany({
    where: { ...listedToursWhere(leaderId), leader: { deletedAt: null } },
    select: { id: true, leaderId: true, title: true, status: true, registrationOpen: true },
  });
  if (!tours.length) return [];
  const tourOf = new Map(tours.map((t) => [t.id, t]));
  const sessions = await prisma.tourSession.findMany({
    where: { tourId: { in: [...tourOf.keys()] }, startTime: { gte: grid.start, lt: grid.end } },
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
    select: {
      id: true,
      tourId: true,
      startTime: true,
      endTime: true,
      registrationEndTime: true,
      capacity: true,
      bookedCount: true,
      price: true,
    },
  });
  return sessions.map((s) => {
    const tour = tourOf.get(s.tourId)!;
    const left = placesLeft(s.capacity, s.bookedCount);
    const open = tour.status === "Enabled" && tour.registrationOpen && now < (s.registrationEndTime ?? s.endTime);
    return {
      sessionId: s.id,
      tourId: tour.id,
      leaderId: tour.leaderId,
      title: tour.title,
      day: tehranDay(s.startTime),
      startTime: s.startTime.toISOString(),
      endTime: s.endTime.toISOString(),
      placesLeft: left,
      price: Number(s.price),
      buyable: open && left > 0,
    };
  });
}

export type CalendarSession = Awaited<ReturnType<typeof listCalendarSessions>>[number];

export function loadCalendarSessions(leaderId: number, month: JalaliMonth): Promise<CalendarSession[]> {
  return cachedRead(() => listCalendarSessions(leaderId, month), ["site-calendar", String(leaderId), monthKey(month)], {
    tags: [siteTag(leaderId), leaderToursTag(leaderId), leaderOpenToursTag(leaderId), siteCalendarTag(leaderId)],
    revalidate: CALENDAR_REVALIDATE_SECONDS,
  });
}
