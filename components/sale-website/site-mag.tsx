// A sale website's magazine (pages/sites/[host]/mag.tsx): the logbooks of the owner's tours.
import { formatNumber } from "@/lib/format";
import type { SiteMagContent } from "@/lib/public-pages/site-content-pages";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { SitePageRoute } from "./site-page-route";

export function SiteMag(props: SitePageProps<SiteMagContent>) {
  const brand = props.kind === "page" ? props.brand : "";
  return (
    <SitePageRoute props={props} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      {({ stories }) => (
        <>
          <h1 className="text-xl font-black text-slate-800">مجله {brand}</h1>
          {stories.length === 0 && (
            <p className="rounded-xl bg-white p-4 text-sm text-slate-500">هنوز سفرنامه‌ای منتشر نشده است.</p>
          )}
          {stories.map((t) => (
            <article key={t.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
              <h2 className="font-bold">
                <a href={`/${t.leaderId}/tour/${t.id}`} className="tap">
                  {t.title}
                </a>
              </h2>
              <p className="text-xs text-slate-500">
                {formatNumber(t.logbook.previousToursCount)} سفر برگزار شده،{" "}
                {formatNumber(t.logbook.previousPassengersCount)} همسفر
              </p>
              <p className="whitespace-pre-line text-sm leading-7 text-slate-700">{t.logbook.logbookText}</p>
            </article>
          ))}
        </>
      )}
    </SitePageRoute>
  );
}
