// The frame of the reservation steps: the tour's title, the steps (the seat step only when the
// session has a seat-selectable vehicle) and the step's content.
import Link from "next/link";
import type { ReactNode } from "react";
import { tourPath } from "@/components/reserve/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";

export type StepKey = "busSeat" | "passengersInfo" | "receipt";

const STEPS: { key: StepKey; title: string }[] = [
  { key: "busSeat", title: "انتخاب صندلی" },
  { key: "passengersInfo", title: "مشخصات مسافران" },
  { key: "receipt", title: "رسید و پرداخت" },
];

interface Props {
  title: string;
  leaderId: number;
  tourId: number;
  sellerId: number | null;
  current: StepKey;
  withSeatStep: boolean;
  children: ReactNode;
}

export function StepFrame({ title, leaderId, tourId, sellerId, current, withSeatStep, children }: Props) {
  const steps = STEPS.filter((s) => withSeatStep || s.key !== "busSeat");
  const currentIndex = steps.findIndex((s) => s.key === current);
  return (
    <div className="min-h-screen bg-slate-50 pb-16">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <h1 className="truncate font-bold text-slate-800">{title}</h1>
          <Link
            href={tourPath(leaderId, tourId, sellerId)}
            className="tap shrink-0 text-sm text-brand-700 hover:underline"
          >
            بازگشت به صفحه تور
          </Link>
        </div>
        <ol className="mx-auto flex max-w-4xl gap-2 px-4 pb-3 text-xs" aria-label="مراحل خرید">
          {steps.map((s, i) => (
            <li
              key={s.key}
              aria-current={i === currentIndex ? "step" : undefined}
              className={`flex-1 rounded-full px-3 py-1.5 text-center ${i === currentIndex ? "bg-brand-600 font-bold text-white" : i < currentIndex ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-600"}`}
            >
              {toPersianDigits(i + 1)}. {s.title}
            </li>
          ))}
        </ol>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">{children}</main>
    </div>
  );
}

export function NoDraft({ leaderId, tourId, sellerId }: { leaderId: number; tourId: number; sellerId: number | null }) {
  return (
    <div className="card space-y-3 text-center" data-testid="no-draft">
      <p className="text-slate-700">ابتدا تاریخ تور و تعداد مسافران را در صفحه تور انتخاب کنید.</p>
      <Link href={tourPath(leaderId, tourId, sellerId)} className="btn-primary">
        رفتن به صفحه تور
      </Link>
    </div>
  );
}

/**
 * The chosen session can no longer be bought (sold out, registration closed since the tour page
 * was opened): the step is not offered. The reservation call refuses it as well.
 */
export function SessionClosed({
  leaderId,
  tourId,
  sellerId,
}: {
  leaderId: number;
  tourId: number;
  sellerId: number | null;
}) {
  return (
    <div className="card space-y-3 text-center" data-testid="session-closed">
      <p className="font-bold text-red-700">ظرفیت این تاریخ تکمیل شده یا ثبت‌نام آن بسته است.</p>
      <Link href={tourPath(leaderId, tourId, sellerId)} className="btn-primary">
        انتخاب تاریخ دیگر
      </Link>
    </div>
  );
}
