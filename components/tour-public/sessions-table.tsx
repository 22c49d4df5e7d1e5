import { formatJalaliDateTime, formatToman } from "@/lib/format";
import { Island } from "./island";
import { LiveSessionFigures } from "./live-figures";
import { sessionState } from "./registration-state";
import type { PublicTour } from "./types";

/** Every session with Jalali dates, prices, what is left and whether it can be bought (the last two live). */
export function SessionsTable({ tour, now }: { tour: PublicTour; now: number }) {
  const { sessions } = tour;
  if (!sessions.length) return null;
  return (
    <section className="card space-y-3" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-bold text-slate-800">
        تاریخ‌ها و قیمت‌ها
      </h2>
      <ul className="divide-y divide-slate-100">
        {sessions.map((s) => {
          const figures = { tourId: tour.id, sessionId: s.id, initial: sessionState(s, tour, now) };
          return (
            <li key={s.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto]" data-testid="session-row">
              <div className="space-y-1">
                <p className="font-medium text-slate-800">
                  رفت: {formatJalaliDateTime(s.startTime)} — برگشت: {formatJalaliDateTime(s.endTime)}
                </p>
                <p className="text-slate-600">
                  بزرگسال: {formatToman(s.price)}
                  {s.childPrice != null && <> · کودک: {formatToman(s.childPrice)}</>}
                  {s.infantPrice != null && <> · نوزاد: {formatToman(s.infantPrice)}</>}
                </p>
                <p className="text-xs text-slate-500">مهلت ثبت‌نام: {formatJalaliDateTime(s.registrationEndTime)}</p>
              </div>
              <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                <Island mark name="session-figures" props={figures} className="contents">
                  <LiveSessionFigures {...figures} />
                </Island>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
