// A tour in a site's or a leader page's lists: photo, title, dates, starting price.
import Link from "next/link";
import { formatJalaliDate, formatToman } from "@/lib/format";
import type { SiteTourCard } from "@/lib/websites/get-public-site";

export function TourCard({ tour }: { tour: SiteTourCard }) {
  return (
    // No prefetch: the tour page is a Pages Router page without Next's runtime, so the App Router's
    // prefetch would only render and fetch its HTML for nothing (and a navigation is a full load anyway).
    <Link
      href={`/${tour.leaderId}/tour/${tour.id}`}
      prefetch={false}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="site-tour-card"
    >
      {tour.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp
        <img src={tour.photo} alt={tour.title} className="h-40 w-full object-cover" loading="lazy" />
      ) : (
        <div className="h-40 w-full bg-[var(--site-soft,#f1f5f9)]" aria-hidden />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-bold text-slate-800">
          {tour.isFeatured && (
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-700">ویژه</span>
          )}
          {tour.title}
        </h3>
        <p className="text-xs text-slate-500">{tourDays(tour)}</p>
        <TourPrice tour={tour} className="mt-auto" />
      </div>
    </Link>
  );
}

/** '۱۴۰۵/۰۹/۲۳ تا ۱۴۰۵/۰۹/۲۶، تهران' (a comma: a middle dot beside Persian digits reads as a zero) */
export function tourDays(tour: SiteTourCard): string {
  return `${tour.startTime ? formatJalaliDate(tour.startTime) : "—"}${tour.endTime ? ` تا ${formatJalaliDate(tour.endTime)}` : ""}${tour.startCity ? `، ${tour.startCity}` : ""}`;
}

/** The starting price in the site's colour, when the tour has one. */
export function TourPrice({ tour, className = "" }: { tour: SiteTourCard; className?: string }) {
  if (tour.price === null) return null;
  return (
    <p className={`${className} text-sm font-bold text-[var(--site-primary,#0f766e)]`}>از {formatToman(tour.price)}</p>
  );
}

export function TourSection({
  title,
  tours,
  id,
  empty,
}: {
  title: string;
  tours: SiteTourCard[];
  id: string;
  empty?: string;
}) {
  if (!tours.length && !empty) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-black text-slate-800">
        {title}
      </h2>
      {tours.length ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tours.map((tour) => (
            <TourCard key={tour.id} tour={tour} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
