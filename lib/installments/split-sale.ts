// How a ticket sold in installments is written (pure): each part of the schedule carries its share of
// the platform's commission and of the seller's share (split like the amounts, so the parts add up to
// the ticket's own), and each part is spread over the passengers by their ticket prices. The
// passengers' `paid`, `commission` and `sellerShare` always hold what has been paid so far, so a
// refund is computed on what was paid (lib/refunds reads those columns).
import type { Schedule } from "./schedule";
import { splitLike } from "./schedule";

export interface PassengerMoney {
  paid: bigint;
  commission: bigint;
  sellerShare: bigint;
}

export interface SalePart {
  sequence: number;
  amount: bigint;
  commission: bigint;
  sellerShare: bigint;
  dueAt: Date;
}

/** The parts (sequence 0 = the down payment, due at purchase) of a ticket whose passengers' full prices are `passengers`. */
export function saleParts(passengers: PassengerMoney[], schedule: Schedule, now: Date): SalePart[] {
  const amounts = [schedule.downPayment, ...schedule.installments.map((i) => i.amount)];
  const commissions = splitLike(
    passengers.reduce((s, p) => s + p.commission, 0n),
    amounts,
  );
  const sellerShares = splitLike(
    passengers.reduce((s, p) => s + p.sellerShare, 0n),
    amounts,
  );
  const dues = [now, ...schedule.installments.map((i) => i.dueAt)];
  return amounts.map((amount, k) => ({
    sequence: k,
    amount,
    commission: commissions[k],
    sellerShare: sellerShares[k],
    dueAt: dues[k],
  }));
}

/** One part spread over the passengers, weighted by each passenger's full ticket price (in the passengers' order). */
export function partPerPassenger(weights: bigint[], part: Pick<SalePart, "amount" | "commission" | "sellerShare">) {
  const paid = splitLike(part.amount, weights);
  const commission = splitLike(part.commission, weights);
  const sellerShare = splitLike(part.sellerShare, weights);
  return weights.map((_, i) => ({ paid: paid[i], commission: commission[i], sellerShare: sellerShare[i] }));
}
