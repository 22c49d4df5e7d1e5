import "server-only";
// GET /api/Operator/SearchPayments: every payment (online, card-to-card, credit), newest first,
// filtered and paged in the database.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { PaymentMethod, PaymentStatus } from "@/lib/db/generated/enums";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { latinDigits } from "@/lib/validation/fields";
import { paymentRow, paymentRowSelect } from "./payment-view";
import { searchSpellings } from "@/lib/format";
import { badRequest } from "@/lib/http/errors";
import { PAYMENT_MESSAGES as M } from "./messages";
import { sumPaymentTotals } from "./sum-payment-totals";

export interface SearchPaymentsQuery {
  term?: string;
  paymentType?: PaymentMethod;
  /** A payment status; "Pending" means waiting for someone: Pending online and PendingConfirmation card-to-card. */
  status?: PaymentStatus;
  from?: Date;
  to?: Date;
  Page: number;
  PageSize: number;
}

/** More bills than this matching a term's name or mobile is too broad a search (answered 400 rather than read). */
export const MAX_TERM_BILLS = 1_000;

/**
 * The bills a term names: by id or reference, or whose payer's mobile or name contains it. Read first, on
 * their own indexes (the trigram indexes of payerMobile and payerName, issue 33), so that the payments are then
 * found by billId: as a join inside the payments' OR the planner scanned every payment and every bill per search.
 */
async function billsNamedBy(term: string, spellings: string[]): Promise<string[]> {
  const bills = await prisma.bill.findMany({
    where: {
      OR: [
        { id: { in: spellings } },
        { reference: { in: spellings } },
        { payerMobile: { contains: term } },
        ...searchSpellings(term).map((t) => ({ payerName: { contains: t, mode: "insensitive" as const } })),
      ],
    },
    select: { id: true },
    take: MAX_TERM_BILLS + 1,
  });
  if (bills.length > MAX_TERM_BILLS) throw badRequest(M.termTooBroad, "search_too_broad");
  return bills.map((b) => b.id);
}

export async function paymentFilter(
  q: Omit<SearchPaymentsQuery, "Page" | "PageSize">,
): Promise<Prisma.PaymentWhereInput> {
  const and: Prisma.PaymentWhereInput[] = [];
  if (q.paymentType) and.push({ method: q.paymentType });
  if (q.status) and.push({ status: q.status === "Pending" ? { in: ["Pending", "PendingConfirmation"] } : q.status });
  if (q.from || q.to) and.push({ createdAt: { gte: q.from, lte: q.to } });
  const term = q.term ? latinDigits(q.term) : "";
  if (term) {
    const id = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
    // Codes are matched whatever the case typed (a tracking code is upper case, a bill id lower
    // case): the spellings are listed rather than compared with lower(), so the indexes still serve.
    const spellings = [...new Set([term, term.toUpperCase(), term.toLowerCase()])];
    and.push({
      OR: [
        ...(id ? [{ id }] : []),
        { billId: { in: [...spellings, ...(await billsNamedBy(term, spellings))] } },
        { authority: { in: spellings } },
        { refId: term },
        { refCode: { in: spellings } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

export async function searchPayments(q: SearchPaymentsQuery) {
  const where = await paymentFilter(q);
  const [rows, totals] = await Promise.all([
    prisma.payment.findMany({
      where,
      select: paymentRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(q),
    }),
    // The spec's transaction lists show the sum of everything the filters match, not of one page: kept totals when
    // the filters allow (counting every payment per request grew with the platform), else counted under the filter.
    sumPaymentTotals(q).then(
      async (kept) =>
        kept ??
        prisma.payment
          .aggregate({ where, _count: { _all: true }, _sum: { amount: true } })
          .then((s) => ({ count: s._count._all, amount: s._sum.amount ?? 0n })),
    ),
  ]);
  return { ...toPaged(rows.map(paymentRow), totals.count, q.PageSize), totalAmount: totals.amount };
}
