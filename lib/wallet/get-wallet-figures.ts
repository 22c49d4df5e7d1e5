import "server-only";
// A wallet's balance split into what may leave now (withdrawable) and what waits for its tour
// (pending). Sale money of a session — and any refund taken back from it — stays pending until
// that session has ended, so a traveller's refund is always covered by the seller's own wallet
// and the platform never advances it (docs/money.md). Everything else (charges, credit,
// refunds of cancelled checkouts) is withdrawable at once. A paid installment of a ticket is sale money of its session.
import { Prisma } from "@/lib/db/generated/client";
import type { Db } from "@/lib/db/client";
import { findAccountId, wallet } from "@/lib/ledger/accounts";

export interface WalletFigures {
  balance: bigint;
  pending: bigint;
  withdrawable: bigint;
}

/** Sum of the account's entries whose transaction belongs to a reservation of a session not yet ended. */
export const pendingSaleSql = (accountId: number, now: Date) => Prisma.sql`
  select coalesce(sum(e.amount), 0)::bigint as pending
  from "LedgerEntry" e
  join "LedgerTransaction" t on t.id = e."transactionId"
  left join "Reservation" rb on t."idempotencyKey" like 'bill:%' and rb."billId" = split_part(t."idempotencyKey", ':', 2)
  left join "Bill" ib on t."idempotencyKey" like 'bill:%' and rb.id is null and ib.id = split_part(t."idempotencyKey", ':', 2)
  left join "ReservationInstallment" ri on ri.id = ib."installmentId"
  left join "Reservation" rb2 on rb2.id = ri."reservationId"
  left join "Refund" f on t."idempotencyKey" like 'refund:%' and f.id::text = split_part(t."idempotencyKey", ':', 2)
  left join "Reservation" rf on rf.id = f."reservationId"
  join "TourSession" s on s.id = coalesce(rb."sessionId", rb2."sessionId", rf."sessionId")
  where e."accountId" = ${accountId} and s."endTime" > ${now}`;

export async function getWalletFigures(db: Db, userId: number, now = new Date()): Promise<WalletFigures> {
  const accountId = await findAccountId(db, wallet(userId));
  if (accountId === null) return { balance: 0n, pending: 0n, withdrawable: 0n };
  const [sum, pendingRows] = await Promise.all([
    db.ledgerEntry.aggregate({ where: { accountId }, _sum: { amount: true } }),
    db.$queryRaw<{ pending: bigint }[]>(pendingSaleSql(accountId, now)),
  ]);
  return splitBalance(sum._sum.amount ?? 0n, pendingRows[0]?.pending ?? 0n);
}

/** Pending never exceeds the balance (money already checked out) and is never negative. */
export function splitBalance(balance: bigint, pendingSales: bigint): WalletFigures {
  let pending = pendingSales < 0n ? 0n : pendingSales;
  if (pending > balance) pending = balance < 0n ? 0n : balance;
  return { balance, pending, withdrawable: balance - pending };
}
