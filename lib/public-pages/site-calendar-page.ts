// A sale website's calendar of the Pages kind (pages/sites/[host]/calendar/…; lib/public-pages/site-page.ts reads the
// site around it): this Jalali month at /calendar, another month at /calendar/1405-01 (each day's count and its first
// few sessions), a day's sessions at /calendar/1405-01/08 (paged: /calendar/1405-01/08/2). A month or day that cannot
// exist is sent to the site's 404 by proxy.ts before it gets here; a page past a day's last is the 404. Tagged with the
// calendar's tag (a sale or a cancellation expires it on every instance, lib/websites/expire-site-calendar.ts);
// "this month" also dies at the month's end.
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import { formatDigits, formatJalali } from "@/lib/format";
import { parseMonthKey, tehranMonth } from "@/lib/format/jalali-month";
import { tehranInstant } from "@/lib/format/tehran-time";
import { loadSiteCalendar } from "@/lib/websites/load-site-calendar";
import { loadSiteCalendarDay } from "@/lib/websites/load-site-calendar-day";
import { parseCalendarDay } from "@/lib/websites/parse-calendar-day";
import { CALENDAR_REVALIDATE_SECONDS } from "@/lib/websites/site-calendar";
import { siteCalendarTag } from "@/lib/websites/site-tags";
import { paramOf, type Params } from "./cached-page-props";
import { sitePageProps } from "./site-page";

type Calendar = Awaited<ReturnType<typeof loadSiteCalendar>>;

/** The calendar as props (plain JSON: the month's bounds as epoch ms). */
export type SiteCalendarContent = Omit<Calendar, "grid"> & {
  grid: Omit<Calendar["grid"], "start" | "end"> & { start: number; end: number };
  title: string;
};

export type SiteCalendarDayContent = NonNullable<Awaited<ReturnType<typeof loadSiteCalendarDay>>> & {
  /** The day's name ("شنبه ۸ آذر ۱۴۰۵"). */
  name: string;
  /** The month's name ("آذر ۱۴۰۵"). */
  monthName: string;
};

const calendarPage = (monthOf: (params: Params) => string | null) =>
  sitePageProps<SiteCalendarContent>(async (site, loaded, params) => {
    const key = monthOf(params);
    const month = key === null ? tehranMonth(new Date()) : parseMonthKey(key);
    if (!month) return null;
    const calendar = await loadSiteCalendar(loaded.userId, month, { current: key === null });
    const { start, end } = calendar.grid;
    return {
      content: {
        ...calendar,
        grid: { ...calendar.grid, start: start.getTime(), end: end.getTime() },
        title: `تقویم ${site.owner.brand}`,
      },
      seo: {
        path: "/calendar",
        title: `تقویم ${site.owner.brand}`,
        description: `تاریخ حرکت تورهای ${site.owner.brand}، ماه به ماه، با ظرفیت باقی‌مانده`,
      },
      tags: [siteCalendarTag(loaded.userId), ...(key === null ? [expireAtTag(end.getTime())] : [])],
    };
  }, CALENDAR_REVALIDATE_SECONDS);

/** /calendar: this month. */
export const siteCalendarProps = calendarPage(() => null);
/** /calendar/{yyyy-mm}: that month. */
export const siteCalendarMonthProps = calendarPage((params) => paramOf(params, "month"));

/** /calendar/{yyyy-mm}/{dd} and its later pages /calendar/{yyyy-mm}/{dd}/{n}. */
export const siteCalendarDayProps = sitePageProps<SiteCalendarDayContent>(async (site, loaded, params) => {
  const page = params.page === undefined ? undefined : paramOf(params, "page");
  const address = parseCalendarDay(paramOf(params, "month"), paramOf(params, "day"), page);
  if (!address) return null;
  const day = await loadSiteCalendarDay(loaded.userId, address);
  if (!day) return null;
  // Noon of the day: its Jalali name whatever the zone the formatter is read in.
  const noon = tehranInstant(address.day, "12:00");
  const name = formatJalali(noon, "EEEE d MMMM yyyy");
  const pageNote = day.pages > 1 ? `، صفحهٔ ${formatDigits(day.page)} از ${formatDigits(day.pages)}` : "";
  return {
    content: { ...day, name, monthName: formatJalali(noon, "MMMM yyyy") },
    seo: {
      path: day.href,
      title: `حرکت‌های ${name}${pageNote}`,
      description: `${formatDigits(day.count)} حرکت تورهای ${site.owner.brand} در ${name}، با ظرفیت باقی‌مانده`,
    },
    tags: [siteCalendarTag(loaded.userId)],
  };
}, CALENDAR_REVALIDATE_SECONDS);
