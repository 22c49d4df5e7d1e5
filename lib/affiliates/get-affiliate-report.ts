import "server-only";
// The affiliate's dashboard figures (the /dashboard home of an affiliate, read on the server): the
// tickets they sold that are still paid, what their customers paid for them, the commission they
// earned, the tours they sold, and the last 12 weeks (Saturday to Friday, Tehran) of tickets and
// commission. Commission = their SellerCommission credits less what refunds took back
// (RefundSellerCommissionToOwner), plus on the credit plan the share they kept by paying less
// (a ticket's price after discount less what was paid). A few aggregate queries, run together;
// PostgreSQL's sum of bigint is numeric, so each sum is cast back to bigint.
import { prisma } from "@/lib/db/client";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";

export const REPORT_WEEKS = 12;

export interface AffiliateReport {
  ticketsSold: number;
  salesAmount: bigint;
  commissionEarned: bigint;
  toursSold: number;
  weeks: { weekStart: string; tickets: number; commission: bigint }[];
}

export async function getAffiliateReport(sellerId: number, now = new Date()): Promise<AffiliateReport> {
  const confirmed = [...CONFIRMED_STATUSES] as string[];
  const since = new Date(now.getTime() - REPORT_WEEKS * 7 * 86_400_000);
  const [totals, ledger, weekly] = await Promise.all([
    prisma.$queryRaw<{ tickets: bigint; sales: bigint | null; kept: bigint | null; tours: bigint }[]>`
      SELECT count(*) AS tickets, sum(p."totalPrice" - p."discountPrice")::bigint AS sales,
             sum(p."totalPrice" - p."discountPrice" - p.paid)::bigint AS kept, count(DISTINCT r."tourId") AS tours
      FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
      WHERE r."sellerId" = ${sellerId} AND p.status::text = ANY(${confirmed})`,
    prisma.ledgerEntry.aggregate({
      where: {
        account: { kind: "UserWallet", userId: sellerId },
        transaction: { type: { in: ["SellerCommission", "RefundSellerCommissionToOwner"] } },
      },
      _sum: { amount: true },
    }),
    prisma.$queryRaw<{ week: Date; tickets: bigint; commission: bigint | null }[]>`
      SELECT (date_trunc('week', (p."createdAt" AT TIME ZONE 'Asia/Tehran') + interval '2 days') - interval '2 days') AS week,
             count(*) AS tickets, sum(p."sellerShare" + p."totalPrice" - p."discountPrice" - p.paid)::bigint AS commission
      FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
      WHERE r."sellerId" = ${sellerId} AND p.status::text = ANY(${confirmed}) AND p."createdAt" >= ${since}
      GROUP BY 1 ORDER BY 1`,
  ]);
  const row = totals[0];
  const byWeek = new Map(weekly.map((w) => [w.week.toISOString().slice(0, 10), w]));
  // Every week of the window, empty ones included, oldest first.
  const weeks: AffiliateReport["weeks"] = [];
  const lastStart = saturdayOf(now);
  for (let i = REPORT_WEEKS - 1; i >= 0; i--) {
    const start = new Date(lastStart.getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10);
    const w = byWeek.get(start);
    weeks.push({ weekStart: start, tickets: Number(w?.tickets ?? 0n), commission: w?.commission ?? 0n });
  }
  return {
    ticketsSold: Number(row?.tickets ?? 0n),
    salesAmount: row?.sales ?? 0n,
    commissionEarned: (ledger._sum.amount ?? 0n) + (row?.kept ?? 0n),
    toursSold: Number(row?.tours ?? 0n),
    weeks,
  };
}

/** The Tehran calendar day (as a UTC midnight) of the Saturday starting the week of `now`. */
function saturdayOf(now: Date): Date {
  const tehran = new Date(now.getTime() + 3.5 * 3_600_000);
  const day = Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate());
  const sinceSaturday = (tehran.getUTCDay() + 1) % 7;
  return new Date(day - sinceSaturday * 86_400_000);
}
