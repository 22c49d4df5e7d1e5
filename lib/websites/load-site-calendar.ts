// What a site's calendar page renders: the month's grid, each day's count and first sessions, the neighbouring months'
// addresses, and (for /calendar, "this month") the instant the page stops being true.
import { CALENDAR_YEARS, monthGrid, monthKey, shiftMonth, type JalaliMonth } from "@/lib/format/jalali-month";
import { loadCalendarMonth } from "./site-calendar";
import { expireSiteAt } from "./site-tags";

const inRange = (m: JalaliMonth) => m.year >= CALENDAR_YEARS.from && m.year <= CALENDAR_YEARS.to;

export async function loadSiteCalendar(leaderId: number, month: JalaliMonth, options: { current: boolean }) {
  const grid = monthGrid(month);
  const days = await loadCalendarMonth(leaderId, month);
  // "This month" changes at Tehran's midnight that starts the next one.
  if (options.current) await expireSiteAt(leaderId, grid.end.getTime());
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    grid,
    days,
    monthHref: `/calendar/${monthKey(month)}`,
    prevHref: inRange(prev) ? `/calendar/${monthKey(prev)}` : null,
    nextHref: inRange(next) ? `/calendar/${monthKey(next)}` : null,
  };
}
