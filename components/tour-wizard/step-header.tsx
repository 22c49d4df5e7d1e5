"use client";
// The wizard's three steps (spec §2): every step but the current one is a link.
import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { toPersianDigits } from "@/lib/format/digits";
import type { WizardStep } from "./validate-draft";

export const STEP_TITLES: Record<WizardStep, string> = {
  1: "اطلاعات پایه و تاریخ‌ها",
  2: "اقامت، برنامه و خدمات",
  3: "استرداد، فروش و تخفیف",
};

export function StepHeader({ current, stepPath }: { current: WizardStep; stepPath: (step: WizardStep) => string }) {
  return (
    <nav aria-label="مراحل تور">
      <ol className="grid grid-cols-3 gap-2">
        {([1, 2, 3] as const).map((step) => {
          const body = (
            <>
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  step === current ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-600",
                )}
              >
                {toPersianDigits(step)}
              </span>
              <span className="hidden truncate text-sm sm:inline">{STEP_TITLES[step]}</span>
            </>
          );
          return (
            <li key={step}>
              {step === current ? (
                <span
                  aria-current="step"
                  aria-label={`مرحله ${toPersianDigits(step)}: ${STEP_TITLES[step]}`}
                  className="flex items-center gap-2 rounded-xl border border-brand-600 bg-white p-2 font-medium text-brand-700"
                >
                  {body}
                </span>
              ) : (
                <Link
                  href={stepPath(step)}
                  aria-label={`مرحله ${toPersianDigits(step)}: ${STEP_TITLES[step]}`}
                  className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 text-slate-600 hover:border-brand-500"
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
