// The site's magazine (feature 1 on a non-basic plan): the logbooks of the owner's held tours.
// Cached like the home page (a logbook's save expires it).
import Link from "next/link";
import { notFound } from "next/navigation";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { loadActiveSite } from "@/lib/websites/load-site";
import { siteMetadata, type SitePageProps } from "../site-page";
import { SiteMain } from "@/components/sale-website/site-main";
import { formatNumber } from "@/lib/format";

export const revalidate = false;
export { generateStaticParams } from "../site-page";

export const generateMetadata = siteMetadata((site) =>
  site.hasMag
    ? { path: "/mag", title: `مجله ${site.owner.brand}`, description: `سفرنامه‌های ${site.owner.brand}` }
    : null,
);

export default async function MagazinePage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site } = active;
  if (!site.hasMag) notFound();
  const stories = [...site.futureTours, ...site.previouslyHeldTours].filter((t) => t.logbook);
  return (
    <SiteMain scripts={site.scripts} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-xl font-black text-slate-800">مجله {site.owner.brand}</h1>
      {stories.length === 0 && (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-500">هنوز سفرنامه‌ای منتشر نشده است.</p>
      )}
      {stories.map((t) => (
        <article key={t.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="font-bold">
            <Link href={`/${t.leaderId}/tour/${t.id}`} prefetch={false}>
              {t.title}
            </Link>
          </h2>
          <p className="text-xs text-slate-500">
            {formatNumber(t.logbook!.previousToursCount)} سفر برگزار شده،{" "}
            {formatNumber(t.logbook!.previousPassengersCount)} همسفر
          </p>
          <p className="whitespace-pre-line text-sm leading-7 text-slate-700">{t.logbook!.logbookText}</p>
        </article>
      ))}
    </SiteMain>
  );
}
