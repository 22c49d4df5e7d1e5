// The plan form's example: what a buyer of a ticket of `ticketTotal` toman bought today would pay and
// when, by the same split the server makes (docs/installments.md). Only a preview: the server
// computes the real schedule at purchase.
import { addDays } from "@/lib/format/tehran-time";
import { splitTicket } from "@/lib/shared/installment-split";

export interface PlanShape {
  downPaymentPercent: number | null;
  installmentCount: number | null;
  dueDaysAfterPurchase: (number | null)[];
  lastDueDaysBeforeDeparture: number | null;
  surchargePercent: number | null;
}

export interface SchedulePreview {
  surcharge: number;
  total: number;
  downPayment: number;
  installments: { sequence: number; amount: number; dueDay: string; tooLate: boolean }[];
}

/** Null while the plan is not complete enough to split (a preview of half a plan would mislead). */
export function previewSchedule(
  plan: PlanShape,
  ticketTotal: number | null,
  purchaseDay: string,
  departureDay: string,
): SchedulePreview | null {
  const count = plan.installmentCount;
  const down = plan.downPaymentPercent;
  if (!ticketTotal || ticketTotal <= 0 || !count || count < 1 || !down || down < 1 || down > 99) return null;
  const days = plan.dueDaysAfterPurchase.slice(0, count);
  if (days.length < count || days.some((d) => d === null || d < 1)) return null;
  const split = splitTicket(
    { downPaymentPercent: down, installmentCount: count, surchargePercent: plan.surchargePercent ?? 0 },
    BigInt(ticketTotal),
  );
  const latest = addDays(departureDay, -(plan.lastDueDaysBeforeDeparture ?? 0));
  return {
    surcharge: Number(split.surcharge),
    total: Number(split.total),
    downPayment: Number(split.downPayment),
    installments: days.map((d, i) => {
      const dueDay = addDays(purchaseDay, d!);
      return {
        sequence: i + 1,
        amount: Number(split.amounts[i]),
        dueDay,
        tooLate: dueDay > latest,
      };
    }),
  };
}
