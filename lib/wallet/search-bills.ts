import "server-only";
// Operator lists of bills of one purpose (wallet charges, sale-website plans, product purchases):
// filters Term (payer mobile or name, bill id or reference, description), Status, From, To on the
// creation time; newest first; count and sum of the matching bills in the same round trip.
import { prisma, type Prisma } from "@/lib/db/client";
import type { BillPurpose, BillStatus } from "@/lib/db/generated/enums";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { latinDigits } from "@/lib/validation/fields";
import { searchSpellings } from "@/lib/format";

export interface BillSearch {
  Term?: string;
  Status?: BillStatus[];
  From?: Date;
  To?: Date;
  Page: number;
  PageSize: number;
}

export function billWhere(purpose: BillPurpose, q: Omit<BillSearch, "Page" | "PageSize">): Prisma.BillWhereInput {
  const term = q.Term ? latinDigits(q.Term) : undefined;
  return {
    purpose,
    ...(q.Status?.length ? { status: { in: q.Status } } : {}),
    ...(q.From || q.To ? { createdAt: { ...(q.From ? { gte: q.From } : {}), ...(q.To ? { lte: q.To } : {}) } } : {}),
    ...(term
      ? {
          OR: [
            { payerMobile: { contains: term } },
            { id: term },
            { reference: { contains: term, mode: "insensitive" } },
            ...searchSpellings(term).flatMap((t): Prisma.BillWhereInput[] => [
              { payerName: { contains: t, mode: "insensitive" } },
              { description: { contains: t, mode: "insensitive" } },
            ]),
          ],
        }
      : {}),
  };
}

export const billRowSelect = {
  id: true,
  purpose: true,
  amount: true,
  status: true,
  method: true,
  createdAt: true,
  paidAt: true,
  payerMobile: true,
  payerName: true,
  payerUserId: true,
  beneficiaryId: true,
  description: true,
  reference: true,
  beneficiary: { select: { firstName: true, lastName: true, mobile: true } },
  payments: { where: { refId: { not: null } }, select: { refId: true }, take: 1 },
} as const;

export type BillRow = Prisma.BillGetPayload<{ select: typeof billRowSelect }>;

export function billRow(b: BillRow) {
  return {
    id: b.id,
    billId: b.id,
    purpose: b.purpose,
    amount: b.amount,
    status: b.status,
    method: b.method,
    refId: b.payments[0]?.refId ?? null,
    payerMobile: b.payerMobile,
    payerName: b.payerName,
    payerUserId: b.payerUserId,
    beneficiaryId: b.beneficiaryId,
    beneficiaryName: `${b.beneficiary.firstName} ${b.beneficiary.lastName}`,
    beneficiaryMobile: b.beneficiary.mobile,
    description: b.description,
    reference: b.reference,
    createdAt: b.createdAt,
    paidAt: b.paidAt,
  };
}

export async function searchBills(purpose: BillPurpose, q: BillSearch) {
  const where = billWhere(purpose, q);
  const [rows, total, sum] = await Promise.all([
    prisma.bill.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(q),
      select: billRowSelect,
    }),
    prisma.bill.count({ where }),
    prisma.bill.aggregate({ where, _sum: { amount: true } }),
  ]);
  return { ...toPaged(rows.map(billRow), total, q.PageSize), totalAmount: sum._sum.amount ?? 0n };
}
