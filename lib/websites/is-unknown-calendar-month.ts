// Whether a site host's path is a calendar month or day that cannot exist (/calendar/1405-13, /calendar/abc, a year
// outside the calendar's, /calendar/1405-12/31, /calendar/1405-01/08/1): pure, so the site's route table (site-paths.ts)
// leaves it out and proxy.ts sends it to the site's own kept 404 in its frame before Next renders the month or day page,
// whose 404 would be the platform's (a Pages page's notFound, docs/public-pages.md).
import { parseMonthKey } from "@/lib/format/jalali-month";
import { parseCalendarDay } from "./parse-calendar-day";

const UNDER_CALENDAR = /^\/calendar\/(.+?)\/?$/;

export function isUnknownCalendarMonth(pathname: string): boolean {
  const under = UNDER_CALENDAR.exec(pathname)?.[1];
  if (under === undefined) return false;
  const [month, day, page, ...more] = under.split("/");
  if (more.length) return true;
  if (day === undefined) return parseMonthKey(month) === null;
  return parseCalendarDay(month, day, page) === null;
}
