import "server-only";
// The leader's (or affiliate's) dashboard figures (spec 1 §3 "Leader balance report"). The wallet
// figures come from the ledger, one aggregate query each, run together.
import { prisma, type Db } from "@/lib/db/client";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import type { TransactionType } from "@/lib/ledger/transaction-types";
import { getWalletFigures } from "./get-wallet-figures";

/** Ledger transaction types that pay a user for a sale (the credit lands in their UserWallet). */
export const SALE_TRANSACTION_TYPES = [
  "OnlineSales",
  "CardToCardSales",
  "CreditPurchase",
  "PaymentFromCredit",
  "OwnerAmountFromSales",
  "InstallmentPayment",
  // A seller's (affiliate's) share of a sale; the leader's matching debit is negative, so not counted.
  "SellerCommission",
] as const satisfies readonly TransactionType[];

const TEHRAN_DAY = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZoneName: "longOffset",
});

/** The instant at which the Tehran calendar day containing `now` began. */
export function startOfTehranDay(now: Date = new Date()): Date {
  const parts = Object.fromEntries(TEHRAN_DAY.formatToParts(now).map((p) => [p.type, p.value]));
  const offset = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(parts.timeZoneName ?? "");
  const sign = offset?.[1] === "-" ? -1 : 1;
  const offsetMinutes = offset?.[1] ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offsetMinutes * 60_000);
}

export interface BalanceReport {
  balance: bigint;
  pending: bigint;
  withdrawable: bigint;
  passengerCount: number;
  toursCompleted: number;
  saleCount: number;
  todaysSale: bigint;
  totalSale: bigint;
}

/**
 * Tours completed: the leader's tours that have ended (or were marked finished), not drafts,
 * deleted or cancelled. Passengers carried: tickets paid on the leader's tours or sold by the user.
 */
export async function getTourFigures(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ passengerCount: number; toursCompleted: number }> {
  const [toursCompleted, passengerCount] = await Promise.all([
    db.tour.count({
      where: {
        leaderId: userId,
        isDraft: false,
        deletedAt: null,
        status: { not: "Cancelled" },
        OR: [{ status: "Finished" }, { endTime: { lt: now } }],
      },
    }),
    // Travellers holding a paid ticket on the leader's tours, or sold by this user as a seller (affiliate).
    db.passenger.count({
      where: {
        status: { in: [...CONFIRMED_STATUSES] },
        reservation: { OR: [{ tour: { leaderId: userId } }, { sellerId: userId }] },
      },
    }),
  ]);
  return { passengerCount, toursCompleted };
}

export async function getBalanceReport(
  userId: number,
  db: Db = prisma,
  now: Date = new Date(),
): Promise<BalanceReport> {
  const wallet = { kind: "UserWallet" as const, userId };
  const saleCredit = {
    account: wallet,
    amount: { gt: 0n },
    transaction: { type: { in: [...SALE_TRANSACTION_TYPES] } },
  };
  const [figures, sales, today, tours] = await Promise.all([
    getWalletFigures(db, userId, now),
    db.ledgerEntry.aggregate({ where: saleCredit, _sum: { amount: true }, _count: { _all: true } }),
    db.ledgerEntry.aggregate({
      where: { ...saleCredit, transaction: { ...saleCredit.transaction, createdAt: { gte: startOfTehranDay(now) } } },
      _sum: { amount: true },
    }),
    getTourFigures(db, userId, now),
  ]);
  return {
    ...figures,
    passengerCount: tours.passengerCount,
    toursCompleted: tours.toursCompleted,
    // One credit entry per sale transaction: a sale pays the wallet once.
    saleCount: sales._count._all,
    todaysSale: today._sum.amount ?? 0n,
    totalSale: sales._sum.amount ?? 0n,
  };
}
