// The sale website's calendar (/calendar, /calendar/1405-01, /calendar/1405-01/08): the sessions of the owner's listed
// tours that start in a month (every session, not only a tour's first), at most CALENDAR_DAY_SHOWN of each day with the
// day's count, or one page of a day's sessions; each with its places left and whether it can be bought now. Cached
// per owner and month or day under the site's tags (a tour edit, a site change) and siteCalendarTag, which a sale and a
// traveller's cancellation expire on every instance after their commit (lib/websites/expire-site-calendar.ts); other
// changes of places (an unpaid hold that runs out) show within CALENDAR_REVALIDATE_SECONDS.
import { addDays, tehranInstant } from "@/lib/format/tehran-time";
import { monthGrid, monthKey, type JalaliMonth } from "@/lib/format/jalali-month";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "./cached-read";
import { listCalendarSessions, type CalendarDay } from "./list-calendar-sessions";
import { siteCalendarTag, siteTag } from "./site-tags";

export const CALENDAR_REVALIDATE_SECONDS = 60;
/** Sessions a month shows of each day (earliest first); the rest are on the day's page. */
export const CALENDAR_DAY_SHOWN = 3;
/** Sessions a day's page shows at a time. */
export const CALENDAR_DAY_PAGE = 40;

/** How many pages a day of `count` sessions has: one at least (a day without sessions is a page that says so). */
export const calendarDayPages = (count: number) => Math.max(1, Math.ceil(count / CALENDAR_DAY_PAGE));

const midnight = (day: string) => new Date(tehranInstant(day, "00:00"));

const calendarTags = (leaderId: number) => [
  siteTag(leaderId),
  leaderToursTag(leaderId),
  leaderOpenToursTag(leaderId),
  siteCalendarTag(leaderId),
];

/** A month: each day with a session, its count and its first CALENDAR_DAY_SHOWN. */
export function listCalendarMonth(leaderId: number, month: JalaliMonth, now = new Date()): Promise<CalendarDay[]> {
  const grid = monthGrid(month);
  return listCalendarSessions(
    leaderId,
    { days: grid.dayKeys, starts: grid.dayKeys.map(midnight), end: grid.end },
    { skip: 0, take: CALENDAR_DAY_SHOWN },
    now,
  );
}

/** One page (1-based) of a Tehran day's sessions ("2026-03-21"), with the day's count (0: none that day). */
export async function listCalendarDay(leaderId: number, day: string, page: number, now = new Date()) {
  const [found] = await listCalendarSessions(
    leaderId,
    { days: [day], starts: [midnight(day)], end: midnight(addDays(day, 1)) },
    { skip: (page - 1) * CALENDAR_DAY_PAGE, take: CALENDAR_DAY_PAGE },
    now,
  );
  return found ?? { day, count: 0, sessions: [] };
}

export function loadCalendarMonth(leaderId: number, month: JalaliMonth): Promise<CalendarDay[]> {
  return cachedRead(() => listCalendarMonth(leaderId, month), ["site-calendar", String(leaderId), monthKey(month)], {
    tags: calendarTags(leaderId),
    revalidate: CALENDAR_REVALIDATE_SECONDS,
  });
}

export function loadCalendarDay(leaderId: number, day: string, page: number): Promise<CalendarDay> {
  return cachedRead(
    () => listCalendarDay(leaderId, day, page),
    ["site-calendar-day", String(leaderId), day, String(page)],
    {
      tags: calendarTags(leaderId),
      revalidate: CALENDAR_REVALIDATE_SECONDS,
    },
  );
}
