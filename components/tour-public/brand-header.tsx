import Link from "next/link";
import { formatDigits } from "@/lib/format";
import type { PublicTour } from "./types";

/** The leader's brand at the top of the public pages, with the ticket tracking link. */
export function BrandHeader({ leader }: { leader: PublicTour["leader"] }) {
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="brand-header">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          {leader.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- stored uploads, already resized
            <img src={leader.photo} alt="" className="size-9 rounded-full object-cover" />
          ) : (
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700">
              {(leader.brand ?? leader.fullName).slice(0, 1)}
            </span>
          )}
          <span className="font-bold text-slate-800">{leader.brand ?? leader.fullName}</span>
          {leader.rating !== null && leader.rating !== undefined && (
            <span
              className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-700"
              aria-label={`امتیاز ${formatDigits(leader.rating)} از ۵`}
              data-testid="leader-rating"
            >
              ★ {formatDigits(leader.rating)}
            </span>
          )}
        </div>
        <Link href="/tracking" className="tap text-sm text-brand-700 hover:underline" prefetch={false}>
          پیگیری و لغو بلیت
        </Link>
      </div>
    </header>
  );
}
