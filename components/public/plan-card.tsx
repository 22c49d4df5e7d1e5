import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { formatToman } from "@/lib/format/number";
import type { WebsitePlan } from "@/lib/websites/plans";

export function PlanCard({ plan }: { plan: WebsitePlan }) {
  return (
    <article
      data-plan={plan.type}
      className={cn("card relative flex flex-col gap-5", plan.highlighted && "border-brand-500 ring-2 ring-brand-500")}
      aria-labelledby={`plan-${plan.type}`}
    >
      {plan.highlighted && (
        <span className="absolute -top-3 start-5 rounded-full bg-brand-600 px-3 py-1 text-xs text-white">
          پیشنهاد همسفر
        </span>
      )}
      <header className="space-y-2">
        <h2 id={`plan-${plan.type}`} className="text-xl font-black text-slate-800">
          پلن {plan.title}
        </h2>
        <p className="text-sm text-slate-500">{plan.summary}</p>
      </header>
      <p>
        <span className="text-2xl font-black text-brand-700">{formatToman(plan.yearlyPrice)}</span>
        <span className="text-sm text-slate-500"> / سالانه</span>
      </p>
      <ul className="flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <svg
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              aria-hidden
            >
              <path d="M5 12l5 5L19 7" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Link href="/auth/register/sendOtp" className={plan.highlighted ? "btn-primary" : "btn-secondary"}>
        شروع با پلن {plan.title}
      </Link>
    </article>
  );
}
