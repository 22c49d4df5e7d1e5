import "server-only";
// The ledger side of a refund (one RefundCancellation transaction per Refund record, preceded by a
// RefundSellerCommissionToOwner when a seller had a share). Whoever got a
// part of the ticket's price gives back the same fraction of it: the platform its commission, the
// seller its share, the leader the rest; the penalty stays with them in the same proportions. The
// refundable amount goes to RefundsPayable (paid out to the buyer's card by an operator), or back
// to the paying wallet for a credit purchase. The traveller is refunded whatever a wallet holds:
// when the leader's (or seller's) wallet is short — it was checked out meanwhile — the platform
// advances the shortfall from its revenue, so no wallet goes below zero and the buyer still gets
// the money (recovering it from the leader is an operator matter).
import type { Db } from "@/lib/db/client";
import { ensureAccount, platformRevenue, refundsPayable, wallet, type AccountRef } from "@/lib/ledger/accounts";
import { postTransaction, type PostedTransaction } from "@/lib/ledger/post-transaction";
import { refundableAmount } from "./penalty";

export interface RefundedTicket {
  paid: bigint;
  commission: bigint;
  sellerShare: bigint;
}

export interface RefundSplit {
  refund: bigint;
  fromPlatform: bigint;
  fromSeller: bigint;
  fromLeader: bigint;
}

/** Who gives back what (pure). */
export function splitRefund(tickets: RefundedTicket[], percent: number): RefundSplit {
  const split = { refund: 0n, fromPlatform: 0n, fromSeller: 0n, fromLeader: 0n };
  for (const t of tickets) {
    const refund = refundableAmount(t.paid, percent);
    if (refund === 0n || t.paid === 0n) continue;
    const platform = (t.commission * refund) / t.paid;
    const seller = (t.sellerShare * refund) / t.paid;
    split.refund += refund;
    split.fromPlatform += platform;
    split.fromSeller += seller;
    split.fromLeader += refund - platform - seller;
  }
  return split;
}

async function lockedBalance(tx: Db, account: AccountRef): Promise<bigint> {
  const id = await ensureAccount(tx, account);
  await tx.$queryRaw`SELECT id FROM "LedgerAccount" WHERE id = ${id} FOR NO KEY UPDATE`;
  const sum = await tx.ledgerEntry.aggregate({ where: { accountId: id }, _sum: { amount: true } });
  return sum._sum.amount ?? 0n;
}

export async function postRefund(
  tx: Db,
  input: {
    refundId: number;
    split: RefundSplit;
    leaderId: number;
    sellerId: number | null;
    creditPayerId: number | null;
    description: string;
  },
): Promise<PostedTransaction | null> {
  const { split } = input;
  if (split.refund === 0n) return null;
  const seller = input.sellerId && input.sellerId !== input.leaderId && split.fromSeller > 0n ? input.sellerId : null;
  // Both wallets are locked in id order before either moves, so two refunds cannot deadlock.
  const ids = seller ? [input.leaderId, seller].sort((a, b) => a - b) : [input.leaderId];
  const balances = new Map<number, bigint>();
  for (const id of ids) balances.set(id, await lockedBalance(tx, wallet(id)));

  if (seller) {
    // The seller's share of what is refunded goes back to the tour's owner first
    // (RefundSellerCommissionToOwner, the mirror of the sale's SellerCommission); what the seller's
    // wallet no longer holds, the platform advances.
    const take = minPositive(balances.get(seller)!, split.fromSeller);
    await postTransaction(tx, {
      type: "RefundSellerCommissionToOwner",
      idempotencyKey: `refund:${input.refundId}:seller`,
      description: input.description,
      entries: [
        { account: wallet(seller), amount: -take },
        { account: platformRevenue, amount: -(split.fromSeller - take) },
        { account: wallet(input.leaderId), amount: split.fromSeller },
      ],
    });
    balances.set(input.leaderId, balances.get(input.leaderId)! + split.fromSeller);
  }

  const owes = split.fromLeader + split.fromSeller;
  const take = minPositive(balances.get(input.leaderId)!, owes);
  return postTransaction(tx, {
    type: "RefundCancellation",
    idempotencyKey: `refund:${input.refundId}`,
    description: input.description,
    entries: [
      { account: wallet(input.leaderId), amount: -take },
      { account: platformRevenue, amount: -(split.fromPlatform + owes - take) },
      { account: input.creditPayerId ? wallet(input.creditPayerId) : refundsPayable, amount: split.refund },
    ],
  });
}

/** What a wallet can give of `owes`: all of it, what it holds, or nothing. */
const minPositive = (balance: bigint, owes: bigint) => (balance <= 0n ? 0n : balance < owes ? balance : owes);
