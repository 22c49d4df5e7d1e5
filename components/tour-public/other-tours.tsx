// The leader's other tours still open for registration, under the tour a traveller is reading.
import Link from "next/link";
import { formatJalaliDate } from "@/lib/format/date";
import { formatToman } from "@/lib/format/number";
import type { OtherTour } from "./types";

export function OtherTours({ leaderId, tours }: { leaderId: number; tours: OtherTour[] }) {
  if (!tours.length) return null;
  return (
    <section className="card space-y-3" data-testid="other-tours" aria-labelledby="other-tours-title">
      <h2 id="other-tours-title" className="text-lg font-bold text-slate-800">
        تورهای دیگر این برگزارکننده
      </h2>
      {/* grid-cols-1 (minmax(0, 1fr)) and min-w-0: a long title is cut with an ellipsis instead of
          widening the column, and with it the page, past the phone's screen. */}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tours.map((t) => (
          <li key={t.id} className="min-w-0">
            <Link
              href={`/${leaderId}/tour/${t.id}`}
              prefetch={false}
              className="flex gap-3 rounded-lg border border-slate-200 p-2 hover:border-brand-500"
            >
              {t.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- stored uploads, already resized
                <img
                  src={t.photo}
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  className="h-[60px] w-20 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="h-[60px] w-20 shrink-0 rounded bg-brand-50" aria-hidden />
              )}
              <span className="min-w-0 space-y-1 text-sm">
                <span className="block truncate font-bold text-slate-800">{t.title}</span>
                <span className="block text-slate-600">{formatJalaliDate(t.nextStart)}</span>
                <span className="block text-slate-700">از {formatToman(t.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
