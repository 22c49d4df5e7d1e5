// Whether a site host's path is a calendar month that cannot exist (/calendar/1405-13, /calendar/abc, a year outside the
// calendar's): pure, so proxy.ts sends it to the site's own 404 in its frame (app/(sites)/sites/[host]/[...path]) before
// Next renders the month page, whose 404 would be the platform's (a Pages page's notFound, docs/public-pages.md).
import { parseMonthKey } from "@/lib/format/jalali-month";

const MONTH_PATH = /^\/calendar\/([^/]+)\/?$/;

export function isUnknownCalendarMonth(pathname: string): boolean {
  const key = MONTH_PATH.exec(pathname)?.[1];
  return key !== undefined && parseMonthKey(key) === null;
}
