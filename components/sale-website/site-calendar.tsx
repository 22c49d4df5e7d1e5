// A sale website's calendar (pages/sites/[host]/calendar/index.tsx and calendar/[month].tsx): a month's departures.
import type { SiteCalendarContent } from "@/lib/public-pages/site-calendar-page";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { MonthCalendar } from "./month-calendar";
import { SitePageRoute } from "./site-page-route";

export function SiteCalendar(props: SitePageProps<SiteCalendarContent>) {
  return (
    <SitePageRoute props={props} className="mx-auto max-w-3xl px-4 py-6">
      {(calendar) => <MonthCalendar {...calendar} />}
    </SitePageRoute>
  );
}
