import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { sessionState } from "./registration";
import type { PublicSession } from "./types";

/** Every session with Jalali dates, prices, what is left and whether it can be bought. */
export function SessionsTable({ sessions, now }: { sessions: PublicSession[]; now: number }) {
  if (!sessions.length) return null;
  return (
    <section className="card space-y-3" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-bold text-slate-800">
        تاریخ‌ها و قیمت‌ها
      </h2>
      <ul className="divide-y divide-slate-100">
        {sessions.map((s) => {
          const state = sessionState(s, { status: "Enabled", registrationOpen: true }, now);
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
                <span className="text-slate-600">ظرفیت باقی‌مانده: {formatDigits(s.availableCapacity)} نفر</span>
                <span className={state.open ? "text-emerald-700" : "text-red-700"}>{state.text}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
