// The sale website's month calendar: a Jalali month grid (Saturday first) whose days with departures
// link to that day's list below it, today ringed (aria-current="date"), then each such day's first few sessions
// (CALENDAR_DAY_SHOWN, earliest first) with their places left and a link that opens the tour page with that date chosen,
// and «+۴۷ سانس دیگر» to the day's own page when it has more: the page's size is bounded by the month's days, not by the
// leader's tours. Server-rendered, no script: at 390 px the grid holds only day numbers and a count, the details are in
// the list.
import Link from "next/link";
import type { MonthGrid, JalaliMonth } from "@/lib/format/jalali-month";
import { formatDigits, formatJalali } from "@/lib/format";
import { tehranToday } from "@/lib/format/tehran-time";
import type { CalendarDay } from "@/lib/websites/list-calendar-sessions";
import { CalendarSessionRow } from "./calendar-session-row";

const WEEK_DAYS = ["ش", "ی", "د", "س", "چ", "پ", "ج"];
const WEEK_DAY_NAMES = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"];
/** Today's day: a ring in the site's colour (its text stays readable on both the plain and the marked cell). */
const TODAY_RING = "ring-2 ring-[var(--site-primary,#0f766e)]";

interface Props {
  month: JalaliMonth;
  /** The month's grid; its bounds as epoch ms when it came through a Pages Router page's props (plain JSON). */
  grid: Omit<MonthGrid, "start" | "end"> & { start: Date | number; end: Date | number };
  /** The days with a session: each one's count and first sessions. */
  days: CalendarDay[];
  title: string;
  /** This month's own address (/calendar/1405-01): its days' pages are under it. */
  monthHref: string;
  prevHref: string | null;
  nextHref: string | null;
}

export function MonthCalendar({ grid, days: listed, title, monthHref, prevHref, nextHref }: Props) {
  const byDay = new Map(listed.map((d) => [d.day, d]));
  const monthName = formatJalali(new Date(grid.start).getTime() + 12 * 3_600_000, "MMMM yyyy");
  const days = grid.dayKeys.map((key, i) => ({
    key,
    n: i + 1,
    count: byDay.get(key)?.count ?? 0,
    sessions: byDay.get(key)?.sessions ?? [],
    href: `${monthHref}/${String(i + 1).padStart(2, "0")}`,
  }));
  // Tehran's today, at render: the page is regenerated at most a minute after it goes stale (revalidate 60).
  const today = tehranToday();
  const cells = [...Array.from({ length: grid.lead }, () => null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => {
    const week = cells.slice(w * 7, w * 7 + 7);
    return [...week, ...Array.from({ length: 7 - week.length }, () => null)];
  });
  return (
    <div className="space-y-4" data-testid="month-calendar">
      <h1 className="text-xl font-black text-slate-800">{title}</h1>
      <nav className="flex items-center justify-between gap-2 rounded-2xl bg-white p-2 shadow-sm" aria-label="ماه‌ها">
        {prevHref ? (
          <Link href={prevHref} prefetch={false} className="btn-secondary btn-sm" rel="prev">
            ماه قبل
          </Link>
        ) : (
          <span />
        )}
        <h2 className="text-lg font-bold text-slate-800" data-testid="calendar-month-name">
          {monthName}
        </h2>
        {nextHref ? (
          <Link href={nextHref} prefetch={false} className="btn-secondary btn-sm" rel="next">
            ماه بعد
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {/* A table, not an ARIA grid: rows of seven days under the weekday headers, which is what a screen
          reader expects of a month (a grid's roles need rows and keyboard handling this page does not have). */}
      <table className="w-full table-fixed border-separate border-spacing-1 rounded-2xl bg-white p-1 text-center shadow-sm">
        <caption className="sr-only">روزهای {monthName}</caption>
        <thead>
          <tr>
            {WEEK_DAYS.map((d, i) => (
              <th key={d} scope="col" abbr={WEEK_DAY_NAMES[i]} className="py-1 text-xs font-bold text-slate-500">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) =>
                !d ? (
                  <td key={`blank-${i}`} />
                ) : (
                  <td
                    key={d.key}
                    className="p-0"
                    aria-current={d.key === today ? "date" : undefined}
                    data-testid={d.key === today ? "calendar-today" : undefined}
                  >
                    {d.count ? (
                      <a
                        href={`#day-${d.n}`}
                        className={`flex min-h-11 flex-col items-center justify-center rounded-xl bg-[var(--site-soft,#f1f5f9)] font-bold text-[var(--site-primary,#0f766e)] ${d.key === today ? TODAY_RING : ""}`}
                        data-testid="calendar-day"
                        aria-label={`${formatDigits(d.n)}${d.key === today ? " (امروز)" : ""}: ${formatDigits(d.count)} حرکت`}
                      >
                        <span>{formatDigits(d.n)}</span>
                        <span className="text-[10px] font-normal">{formatDigits(d.count)} حرکت</span>
                      </a>
                    ) : (
                      <span
                        className={`flex min-h-11 flex-col items-center justify-center rounded-xl ${d.key === today ? `${TODAY_RING} font-bold text-slate-800` : "text-slate-400"}`}
                      >
                        {formatDigits(d.n)}
                        {d.key === today && <span className="text-[10px] font-normal">امروز</span>}
                      </span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {listed.length === 0 && <p className="rounded-xl bg-white p-4 text-sm text-slate-500">در این ماه حرکتی نیست.</p>}
      {days
        .filter((d) => d.count)
        .map((d) => (
          <section
            key={d.key}
            id={`day-${d.n}`}
            aria-labelledby={`day-${d.n}-name`}
            className="scroll-mt-4 space-y-2"
            data-testid="calendar-day-list"
          >
            <h3 id={`day-${d.n}-name`} className="font-bold text-slate-800">
              <Link href={d.href} prefetch={false} className="tap hover:underline">
                {formatJalali(d.sessions[0].startTime, "EEEE d MMMM")}
              </Link>
            </h3>
            <ol className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm">
              {d.sessions.map((s) => (
                <CalendarSessionRow key={s.sessionId} session={s} />
              ))}
            </ol>
            {d.count > d.sessions.length && (
              <Link href={d.href} prefetch={false} className="btn-secondary btn-sm" data-testid="calendar-day-more">
                +{formatDigits(d.count - d.sessions.length)} سانس دیگر
                <span className="sr-only"> در {formatJalali(d.sessions[0].startTime, "EEEE d MMMM")}</span>
              </Link>
            )}
          </section>
        ))}
    </div>
  );
}
