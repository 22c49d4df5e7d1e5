import "server-only";
// GET /api/refunds (operator, accountant): refunds with the spec's filters — OnlyPaid (completed
// ones), From/To (creation time), TrackingId (contains), AssignedToOperator (true: the operator's
// queue, false: the leaders' own) — newest first, deleted ones left out; count and sum together.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { latinDigits } from "@/lib/validation/fields";
import { refundFilterStates } from "./refund-filter-states";
import { refundRow, refundRowInclude } from "./refund-row";
import { sumRefundTotals } from "./sum-refund-totals";

export interface RefundFilters {
  OnlyPaid?: boolean;
  From?: Date;
  To?: Date;
  TrackingId?: string;
  AssignedToOperator?: boolean;
}

export function refundWhere(f: RefundFilters): Prisma.RefundWhereInput {
  const states = refundFilterStates(f);
  const tracking = f.TrackingId ? latinDigits(f.TrackingId) : undefined;
  return {
    deletedAt: null,
    ...(states ? { state: { in: states } } : {}),
    ...(f.From || f.To ? { createdAt: { ...(f.From ? { gte: f.From } : {}), ...(f.To ? { lte: f.To } : {}) } } : {}),
    ...(tracking ? { reservation: { trackingId: { contains: tracking, mode: "insensitive" } } } : {}),
  };
}

export async function listRefunds(query: RefundFilters & { Page: number; PageSize: number }) {
  const where = refundWhere(query);
  const [rows, totals] = await Promise.all([
    prisma.refund.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query), include: refundRowInclude }),
    // Kept totals when the filters allow (issue 33: counting every refund per request grew with the platform), else
    // counted under the dates or the tracking code.
    sumRefundTotals(query).then(
      (kept) =>
        kept ??
        prisma.refund
          .aggregate({ where, _count: { _all: true }, _sum: { returnedAmount: true } })
          .then((s) => ({ count: s._count._all, amount: s._sum.returnedAmount ?? 0n })),
    ),
  ]);
  return { ...toPaged(rows.map(refundRow), totals.count, query.PageSize), totalAmount: totals.amount };
}
