// What a day page of a site's calendar renders (/calendar/1405-01/08, later pages /calendar/1405-01/08/2): one page of
// the day's sessions, earliest first, the day's count and the addresses of its month and of the pages around it. A day
// without sessions is a page that says so; a page number past the day's last page is null (the page's 404).
import { monthKey } from "@/lib/format/jalali-month";
import type { CalendarDayAddress } from "./parse-calendar-day";
import { calendarDayPages, loadCalendarDay } from "./site-calendar";

export async function loadSiteCalendarDay(leaderId: number, address: CalendarDayAddress) {
  const { count, sessions } = await loadCalendarDay(leaderId, address.day, address.page);
  const pages = calendarDayPages(count);
  if (address.page > pages) return null;
  const monthHref = `/calendar/${monthKey(address.month)}`;
  const dayHref = `${monthHref}/${String(address.dayOfMonth).padStart(2, "0")}`;
  const pageHref = (page: number) => (page === 1 ? dayHref : `${dayHref}/${page}`);
  return {
    day: address.day,
    dayOfMonth: address.dayOfMonth,
    count,
    sessions,
    page: address.page,
    pages,
    href: pageHref(address.page),
    monthHref,
    prevHref: address.page > 1 ? pageHref(address.page - 1) : null,
    nextHref: address.page < pages ? pageHref(address.page + 1) : null,
  };
}
