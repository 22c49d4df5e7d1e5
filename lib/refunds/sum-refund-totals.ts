import "server-only";
// The count and toman owed of the refunds the finance list matches, without reading the refunds when it can: with no dates
// and no tracking code the filters are states, which RefundTotal keeps (issue 33: counting every refund per request grew
// with the platform, ×3.5 for ×10 refunds).
import { prisma } from "@/lib/db/client";
import type { RefundFilters } from "./list-refunds";
import { refundFilterStates } from "./refund-filter-states";

/**
 * `{ count, amount }` of the live refunds from RefundTotal when the filters are only OnlyPaid and AssignedToOperator (the
 * same states refundWhere asks for), null when the refunds must be counted under dates or a tracking code.
 */
export async function sumRefundTotals(f: RefundFilters): Promise<{ count: number; amount: bigint } | null> {
  if (f.From || f.To || f.TrackingId) return null;
  const states = refundFilterStates(f);
  const sums = await prisma.refundTotal.aggregate({
    where: { deleted: false, ...(states ? { state: { in: states } } : {}) },
    _sum: { count: true, amount: true },
  });
  return { count: Number(sums._sum.count ?? 0n), amount: sums._sum.amount ?? 0n };
}
