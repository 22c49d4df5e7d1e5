// One Jalali month of the site's calendar (/calendar/1405-01); a month outside the calendar's years
// or a malformed one is the site's 404. Cached like /calendar.
import { notFound } from "next/navigation";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { MonthCalendar } from "@/components/sale-website/month-calendar";
import { parseMonthKey } from "@/lib/format/jalali-month";
import { loadActiveSite } from "@/lib/websites/load-site";
import { loadSiteCalendar } from "@/lib/websites/load-site-calendar";
import { siteMetadata } from "../../site-page";
import { SiteMain } from "@/components/sale-website/site-main";

export const revalidate = 60;

export function generateStaticParams(): { host: string; month: string }[] {
  return [];
}

interface Props {
  params: Promise<{ host: string; month: string }>;
}

export const generateMetadata = siteMetadata((site) => ({
  path: "/calendar",
  title: `تقویم ${site.owner.brand}`,
  description: `تاریخ حرکت تورهای ${site.owner.brand}، ماه به ماه، با ظرفیت باقی‌مانده`,
}));

export default async function CalendarMonthPage({ params }: Props) {
  const { host, month: key } = await params;
  const month = parseMonthKey(key);
  if (!month) notFound();
  const active = await loadActiveSite(host);
  if (!active) return <InactiveSite />;
  const { site, loaded } = active;
  const calendar = await loadSiteCalendar(loaded.userId, month, { current: false });
  return (
    <SiteMain scripts={site.scripts} className="mx-auto max-w-3xl px-4 py-6">
      <MonthCalendar {...calendar} title={`تقویم ${site.owner.brand}`} />
    </SiteMain>
  );
}
