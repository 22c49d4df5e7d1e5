"use client";
// The receipt step's «پرداخت اقساطی»: the plans this session offers for this ticket total (the server
// leaves out a plan whose due dates would not fit before departure), each with its whole schedule in
// toman and Jalali dates and its surcharge, shown before the buyer chooses; then how the down payment is
// paid (online, or from the wallet for a signed-in buyer).
import { useEffect, useState } from "react";
import { ScheduleTable } from "@/components/installments/schedule-table";
import { api } from "@/lib/client/api-client";
import * as inst from "@/lib/client/endpoints/installments";
import type { ResponseOf } from "@/lib/client/response-of";
import type { offeredPlansContract } from "@/lib/installments/contracts";
import { formatToman } from "@/lib/format";

export type OfferedPlan = ResponseOf<typeof offeredPlansContract>["result"][number];
export type DownPaymentVia = "Online" | "Credit";

/**
 * The plans offered for a session and amount; an empty list (or a failed call) offers no installments.
 * A plain effect, not react-query: the reserve steps are public pages without the dashboards' query provider.
 */
export function useOfferedPlans(tourId: number, sessionId: number, amount: number): { data: OfferedPlan[] } {
  const [offered, setOffered] = useState<{ key: string; plans: OfferedPlan[] }>({ key: "", plans: [] });
  const key = `${tourId}/${sessionId}/${amount}`;
  useEffect(() => {
    if (amount <= 100) return;
    let live = true;
    api
      .call(inst.offeredPlansContract, {
        params: { tourId, sessionId },
        query: { Amount: amount },
        anonymous: true,
        notify: false,
      })
      .then(
        (answer) => live && setOffered({ key, plans: answer.result }),
        () => live && setOffered({ key, plans: [] }),
      );
    return () => {
      live = false;
    };
  }, [tourId, sessionId, amount, key]);
  return { data: offered.key === key ? offered.plans : [] };
}

export function InstallmentChoice({
  plans,
  planId,
  onPlan,
  via,
  onVia,
  creditOffered,
}: {
  plans: OfferedPlan[];
  planId: number | null;
  onPlan: (id: number) => void;
  via: DownPaymentVia;
  onVia: (via: DownPaymentVia) => void;
  creditOffered: boolean;
}) {
  return (
    <div className="space-y-3" data-testid="installment-choice">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">طرح اقساط</legend>
        {plans.map((p) => (
          <label
            key={p.id}
            className="block cursor-pointer rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            data-testid="installment-plan"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="installment-plan"
                className="accent-brand-600"
                checked={planId === p.id}
                onChange={() => onPlan(p.id)}
              />
              <span className="font-medium text-slate-800">{p.name}</span>
              <span className="text-slate-600">پیش‌پرداخت {formatToman(p.downPayment)}</span>
            </span>
            <span className="mt-2 block">
              <ScheduleTable
                caption={`جدول اقساط طرح ${p.name}`}
                downPayment={p.downPayment}
                rows={p.installments}
                surchargePercent={p.surchargePercent}
                total={p.total}
              />
            </span>
          </label>
        ))}
      </fieldset>
      {creditOffered && (
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 text-sm font-medium text-slate-800">پرداخت پیش‌پرداخت</legend>
          {(["Online", "Credit"] as const).map((v) => (
            <label key={v} className="flex items-center gap-2">
              <input
                type="radio"
                name="down-payment-via"
                className="accent-brand-600"
                checked={via === v}
                onChange={() => onVia(v)}
              />
              {v === "Online" ? "پرداخت اینترنتی" : "از اعتبار کیف پول"}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
