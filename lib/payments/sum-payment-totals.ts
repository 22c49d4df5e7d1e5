import "server-only";
// The count and toman of the payments the operator's list matches, without reading the payments when it can:
// with no term and no dates the filters are a method and statuses, which PaymentTotal keeps (issue 33).
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { SearchPaymentsQuery } from "./search-payments";

/** The statuses the list's status filter stands for ("Pending" is waiting for someone: online or card-to-card). */
const statusesOf = (status: SearchPaymentsQuery["status"]) =>
  status === "Pending" ? ["Pending" as const, "PendingConfirmation" as const] : status ? [status] : undefined;

/**
 * `{ count, amount }` from PaymentTotal when the query has no term and no dates (its rows are kept by the payment's own
 * transaction, so they equal the payments' count and sum at every commit); null when the payments must be counted.
 */
export async function sumPaymentTotals(
  q: Omit<SearchPaymentsQuery, "Page" | "PageSize">,
): Promise<{ count: number; amount: bigint } | null> {
  if (q.term || q.from || q.to) return null;
  const statuses = statusesOf(q.status);
  const where: Prisma.PaymentTotalWhereInput = {
    ...(q.paymentType ? { method: q.paymentType } : {}),
    ...(statuses ? { status: { in: statuses } } : {}),
  };
  const sums = await prisma.paymentTotal.aggregate({ where, _sum: { count: true, amount: true } });
  return { count: Number(sums._sum.count ?? 0n), amount: sums._sum.amount ?? 0n };
}
