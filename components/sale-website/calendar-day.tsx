// A day of the sale website's calendar (/calendar/1405-01/08): its sessions, earliest first, a page at a time, with the
// way back to its month and to the pages around it. Server-rendered, no script.
import Link from "next/link";
import { formatDigits } from "@/lib/format";
import type { SiteCalendarDayContent } from "@/lib/public-pages/site-calendar-page";
import { CalendarSessionRow } from "./calendar-session-row";

export function CalendarDay({
  name,
  monthName,
  count,
  sessions,
  page,
  pages,
  monthHref,
  prevHref,
  nextHref,
}: SiteCalendarDayContent) {
  return (
    <div className="space-y-4" data-testid="calendar-day-page">
      <nav aria-label="تقویم">
        <Link href={monthHref} prefetch={false} className="btn-secondary btn-sm" data-testid="calendar-back">
          تقویم {monthName}
        </Link>
      </nav>
      <h1 className="text-xl font-black text-slate-800">حرکت‌های {name}</h1>
      <p className="text-sm text-slate-600" data-testid="calendar-day-count">
        {count ? `${formatDigits(count)} حرکت در این روز` : "در این روز حرکتی نیست."}
        {pages > 1 && ` (صفحهٔ ${formatDigits(page)} از ${formatDigits(pages)})`}
      </p>
      {sessions.length > 0 && (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm">
          {sessions.map((s) => (
            <CalendarSessionRow key={s.sessionId} session={s} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label="صفحه‌ها">
          {prevHref ? (
            <Link href={prevHref} prefetch={false} className="btn-secondary btn-sm" rel="prev">
              صفحهٔ قبل
            </Link>
          ) : (
            <span />
          )}
          {nextHref ? (
            <Link
              href={nextHref}
              prefetch={false}
              className="btn-secondary btn-sm"
              rel="next"
              data-testid="calendar-day-next"
            >
              صفحهٔ بعد
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
