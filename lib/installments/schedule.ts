// The schedule of a ticket sold on a plan (pure): the surcharge, the down payment and the further
// installments with their due dates, or null when the session is too close to departure for the plan.
// Integer toman throughout: S = round(T × surcharge%), down = round((T + S) × down%), the rest in
// equal parts with the remainder on the last; round = half up.
import { percentOf, splitTicket } from "@/lib/shared/installment-split";

export { percentOf, splitTicket };

const DAY_MS = 86_400_000;

export interface PlanTerms {
  downPaymentPercent: number;
  installmentCount: number;
  dueDaysAfterPurchase: number[];
  lastDueDaysBeforeDeparture: number;
  surchargePercent: number;
}

export interface Schedule {
  surcharge: bigint;
  /** The ticket total with the surcharge: what the buyer pays in all. */
  total: bigint;
  downPayment: bigint;
  installments: { sequence: number; amount: bigint; dueAt: Date }[];
}

/** The latest instant a due date may fall on for a session starting at `start`. */
export function lastDueAllowed(plan: Pick<PlanTerms, "lastDueDaysBeforeDeparture">, start: Date): Date {
  return new Date(start.getTime() - plan.lastDueDaysBeforeDeparture * DAY_MS);
}

export function computeSchedule(
  plan: PlanTerms,
  ticketTotal: bigint,
  purchaseAt: Date,
  sessionStart: Date,
): Schedule | null {
  const dues = plan.dueDaysAfterPurchase.map((days) => new Date(purchaseAt.getTime() + days * DAY_MS));
  if (dues.length === 0 || dues.length !== plan.installmentCount) return null;
  if (dues[dues.length - 1] > lastDueAllowed(plan, sessionStart)) return null;
  const { surcharge, total, downPayment, amounts } = splitTicket(plan, ticketTotal);
  // A part of 0 toman would be an installment nobody can pay: such a small ticket is not sold in parts.
  if (downPayment <= 0n || amounts[0] <= 0n) return null;
  return {
    surcharge,
    total,
    downPayment,
    installments: dues.map((dueAt, i) => ({ sequence: i + 1, amount: amounts[i], dueAt })),
  };
}

/** `share` split like `amounts` (floor of each part's fraction, the remainder on the last part): each toman once. */
export function splitLike(share: bigint, amounts: bigint[]): bigint[] {
  const total = amounts.reduce((s, a) => s + a, 0n);
  if (total === 0n) return amounts.map(() => 0n);
  const parts = amounts.map((a) => (share * a) / total);
  parts[parts.length - 1] += share - parts.reduce((s, p) => s + p, 0n);
  return parts;
}
