// A day of a sale website's calendar (pages/sites/[host]/calendar/[month]/[day].tsx and its later pages): its sessions.
import type { SiteCalendarDayContent } from "@/lib/public-pages/site-calendar-page";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { CalendarDay } from "./calendar-day";
import { SitePageRoute } from "./site-page-route";

export function SiteCalendarDay(props: SitePageProps<SiteCalendarDayContent>) {
  return (
    <SitePageRoute props={props} className="mx-auto max-w-3xl px-4 py-6">
      {(day) => <CalendarDay {...day} />}
    </SitePageRoute>
  );
}
