// A sale website's calendar of the Pages kind (pages/sites/[host]/calendar/…; lib/public-pages/site-page.ts reads the
// site around it): this Jalali month's departures at /calendar, another month's at /calendar/1405-01 (a malformed
// month or one outside the calendar's years is the 404). Tagged with the calendar's tag (a sale or a cancellation
// expires it on every instance, lib/websites/expire-site-calendar.ts); "this month" also dies at the month's end.
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import { parseMonthKey, tehranMonth } from "@/lib/format/jalali-month";
import { loadSiteCalendar } from "@/lib/websites/load-site-calendar";
import { siteCalendarTag } from "@/lib/websites/site-tags";
import { paramOf, type Params } from "./cached-page-props";
import { sitePageProps } from "./site-page";

/** Seconds the places left may lag behind a sale when no expiry reached this page (the reservation is the guard). */
const CALENDAR_REVALIDATE_SECONDS = 60;

type Calendar = Awaited<ReturnType<typeof loadSiteCalendar>>;

/** The calendar as props (plain JSON: the month's bounds as epoch ms). */
export type SiteCalendarContent = Omit<Calendar, "grid"> & {
  grid: Omit<Calendar["grid"], "start" | "end"> & { start: number; end: number };
  title: string;
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
