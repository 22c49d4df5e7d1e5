// The site's calendar (spec 1's /calendar on a site): this Jalali month's departures, every session
// of the owner's listed tours with its places left and a link to buy that date; other months at
// /calendar/1405-01. Cached with the site's tags and the calendar's (a sale expires it on every
// instance, lib/websites/site-calendar.ts), at most a minute old otherwise.
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { MonthCalendar } from "@/components/sale-website/month-calendar";
import { tehranMonth } from "@/lib/format/jalali-month";
import { loadActiveSite } from "@/lib/websites/load-site";
import { loadSiteCalendar } from "@/lib/websites/load-site-calendar";
import { siteMetadata, type SitePageProps } from "../site-page";
import { SiteMain } from "@/components/sale-website/site-main";

export const revalidate = 60;
export { generateStaticParams } from "../site-page";

export const generateMetadata = siteMetadata((site) => ({
  path: "/calendar",
  title: `تقویم ${site.owner.brand}`,
  description: `تاریخ حرکت تورهای ${site.owner.brand}، ماه به ماه، با ظرفیت باقی‌مانده`,
}));

export default async function CalendarPage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site, loaded } = active;
  const calendar = await loadSiteCalendar(loaded.userId, tehranMonth(new Date()), { current: true });
  return (
    <SiteMain scripts={site.scripts} className="mx-auto max-w-3xl px-4 py-6">
      <MonthCalendar {...calendar} title={`تقویم ${site.owner.brand}`} />
    </SiteMain>
  );
}
