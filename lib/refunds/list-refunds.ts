import "server-only";
// GET /api/refunds (operator, accountant): refunds with the spec's filters — OnlyPaid (completed
// ones), From/To (creation time), TrackingId (contains), AssignedToOperator (true: the operator's
// queue, false: the leaders' own) — newest first, deleted ones left out; count and sum together.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { latinDigits } from "@/lib/validation/fields";
import { refundRow, refundRowInclude } from "./refund-row";

export interface RefundFilters {
  OnlyPaid?: boolean;
  From?: Date;
  To?: Date;
  TrackingId?: string;
  AssignedToOperator?: boolean;
}

export function refundWhere(f: RefundFilters): Prisma.RefundWhereInput {
  const states: Prisma.RefundWhereInput[] = [];
  if (f.OnlyPaid) states.push({ state: { in: ["ProcessedByOperator", "ProcessedByTourLeader"] } });
  if (f.AssignedToOperator === true) states.push({ state: { in: ["OperatorPending", "ProcessedByOperator"] } });
  if (f.AssignedToOperator === false) states.push({ state: { in: ["TourLeaderPending", "ProcessedByTourLeader"] } });
  const tracking = f.TrackingId ? latinDigits(f.TrackingId) : undefined;
  return {
    deletedAt: null,
    AND: states,
    ...(f.From || f.To ? { createdAt: { ...(f.From ? { gte: f.From } : {}), ...(f.To ? { lte: f.To } : {}) } } : {}),
    ...(tracking ? { reservation: { trackingId: { contains: tracking, mode: "insensitive" } } } : {}),
  };
}

export async function listRefunds(query: RefundFilters & { Page: number; PageSize: number }) {
  const where = refundWhere(query);
  const [rows, total, sum] = await Promise.all([
    prisma.refund.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query), include: refundRowInclude }),
    prisma.refund.count({ where }),
    prisma.refund.aggregate({ where, _sum: { returnedAmount: true } }),
  ]);
  return { ...toPaged(rows.map(refundRow), total, query.PageSize), totalAmount: sum._sum.returnedAmount ?? 0n };
}
