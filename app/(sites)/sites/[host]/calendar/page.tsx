// The site's calendar (spec 1's /calendar on a site): the owner's upcoming tours by Persian month,
// each with its days and starting price, linking to its tour page. Cached like the home page, from
// the same cached view: an edit of a tour shows on the next request, a tour's end and the site's
// period by the site's clock (load-site.ts).
import Link from "next/link";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { TourPrice, tourDays } from "@/components/sale-website/tour-card";
import { formatJalali } from "@/lib/format";
import { loadActiveSite, type ActiveSite } from "@/lib/websites/load-site";
import { SiteMain, siteMetadata, type SitePageProps } from "../site-page";

export const revalidate = false;
export { generateStaticParams } from "../site-page";

export const generateMetadata = siteMetadata((site) => ({
  path: "/calendar",
  title: `تقویم ${site.owner.brand}`,
  description: `تاریخ تورهای پیش روی ${site.owner.brand}`,
}));

type Tour = ActiveSite["futureTours"][number];

/** The upcoming tours in their order, grouped by the Persian month they start in. */
function byMonth(tours: Tour[]): { month: string; tours: Tour[] }[] {
  const groups: { month: string; tours: Tour[] }[] = [];
  for (const tour of tours) {
    const month = tour.startTime ? formatJalali(tour.startTime, "MMMM yyyy") : "بدون تاریخ";
    const last = groups.at(-1);
    if (last?.month === month) last.tours.push(tour);
    else groups.push({ month, tours: [tour] });
  }
  return groups;
}

export default async function CalendarPage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site } = active;
  const months = byMonth(site.futureTours);
  return (
    <SiteMain site={site} className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-xl font-black text-slate-800">تقویم {site.owner.brand}</h1>
      {months.length === 0 && <p className="rounded-xl bg-white p-4 text-sm text-slate-500">فعلاً توری برای ثبت‌نام نیست.</p>}
      {months.map(({ month, tours }) => (
        <section key={month} aria-label={month} className="space-y-2" data-testid="calendar-month">
          <h2 className="text-lg font-bold text-slate-800">{month}</h2>
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm">
            {tours.map((tour) => (
              <li key={tour.id} className="flex items-center gap-3 p-3">
                <span className="flex w-14 shrink-0 flex-col items-center rounded-xl bg-[var(--site-soft,#f1f5f9)] py-1 text-[var(--site-primary,#0f766e)]" aria-hidden>
                  <span className="text-xl font-black">{tour.startTime ? formatJalali(tour.startTime, "d") : "—"}</span>
                  <span className="text-xs">{tour.startTime ? formatJalali(tour.startTime, "EEEE") : ""}</span>
                </span>
                <div className="min-w-0 flex-1 space-y-0.5">
                  <Link href={`/${tour.leaderId}/tour/${tour.id}`} prefetch={false} className="block truncate font-bold text-slate-800 hover:underline" data-testid="calendar-tour">
                    {tour.title}
                  </Link>
                  <span className="block text-xs text-slate-500">{tourDays(tour)}</span>
                  <TourPrice tour={tour} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </SiteMain>
  );
}
