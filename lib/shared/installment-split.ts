// The money of an installment plan's split (pure), shared by the server's schedule (lib/installments/schedule.ts)
// and the plan form's preview (components/installments/preview-schedule.ts), so both split a ticket the same way.

/** round(value × percent / 100), half up, for non-negative values. */
export function percentOf(value: bigint, percent: number): bigint {
  return (value * BigInt(percent) * 2n + 100n) / 200n;
}

/**
 * The money of a plan's split, dates aside (the server's schedule and the plan form's preview both use it): the
 * surcharge, the total, the down payment and each further installment's amount, the remainder on the last.
 */
export function splitTicket(
  plan: { downPaymentPercent: number; installmentCount: number; surchargePercent: number },
  ticketTotal: bigint,
): { surcharge: bigint; total: bigint; downPayment: bigint; amounts: bigint[] } {
  const surcharge = percentOf(ticketTotal, plan.surchargePercent);
  const total = ticketTotal + surcharge;
  const downPayment = percentOf(total, plan.downPaymentPercent);
  const rest = total - downPayment;
  const count = BigInt(plan.installmentCount);
  const part = rest / count;
  const amounts = Array.from({ length: plan.installmentCount }, (_, i) =>
    i === plan.installmentCount - 1 ? rest - part * (count - 1n) : part,
  );
  return { surcharge, total, downPayment, amounts };
}
