// One session on a sale website's calendar (its month's day lists and a day's page): the tour, its time and price, its
// places left, and "خرید این تاریخ", which opens the tour page with that date chosen, while it can be bought.
import Link from "next/link";
import { formatDigits, formatJalali, formatToman } from "@/lib/format";
import type { CalendarSession } from "@/lib/websites/list-calendar-sessions";

function placesText(s: CalendarSession) {
  if (s.buyable) return `${formatDigits(s.placesLeft)} جای خالی`;
  return s.placesLeft === 0 ? "تکمیل ظرفیت" : "ثبت‌نام بسته";
}

export function CalendarSessionRow({ session: s }: { session: CalendarSession }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3" data-testid="calendar-session">
      <div className="min-w-0 flex-1 space-y-0.5">
        <Link
          href={`/${s.leaderId}/tour/${s.tourId}`}
          prefetch={false}
          className="flex min-h-10 items-center font-bold [overflow-wrap:anywhere] text-slate-800 hover:underline"
        >
          {s.title}
        </Link>
        <span className="block text-xs text-slate-500">
          ساعت {formatJalali(s.startTime, "HH:mm")} تا {formatJalali(s.endTime, "d MMMM")}، {formatToman(s.price)}
        </span>
        <span
          className={`block text-xs font-bold ${s.buyable ? "text-emerald-700" : "text-red-700"}`}
          data-testid="calendar-places"
        >
          {placesText(s)}
        </span>
      </div>
      {s.buyable && (
        <a
          href={`/${s.leaderId}/tour/${s.tourId}?session=${s.sessionId}`}
          className="btn-primary btn-sm shrink-0"
          data-testid="calendar-buy"
        >
          خرید این تاریخ
        </a>
      )}
    </li>
  );
}
