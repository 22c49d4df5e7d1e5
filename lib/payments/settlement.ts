import "server-only";
// Where a paid bill's money comes from, and the posting that sends it to the beneficiary. The
// method decides the source and the transaction type; the purpose decides the shares.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { platformCash, wallet, type AccountRef } from "@/lib/ledger/accounts";
import { postTransaction, type PostedTransaction } from "@/lib/ledger/post-transaction";
import type { TransactionType } from "@/lib/ledger/transaction-types";

export interface Settlement {
  /** OnlineSales, CardToCardSales or PaymentFromCredit. */
  type: TransactionType;
  /** The account the money comes from: PlatformCash for gateway and card money, the payer's wallet for credit. */
  source: AccountRef;
  /** One posting per bill, whoever calls. */
  idempotencyKey: string;
}

export function settlementFor(bill: Bill, payment: Payment): Settlement {
  const idempotencyKey = `bill:${bill.id}:paid`;
  if (payment.method === "Online") return { type: "OnlineSales", source: platformCash, idempotencyKey };
  if (payment.method === "C2C") return { type: "CardToCardSales", source: platformCash, idempotencyKey };
  if (!bill.payerUserId) throw new Error(`credit bill ${bill.id} has no paying user`);
  return { type: "PaymentFromCredit", source: wallet(bill.payerUserId), idempotencyKey };
}

export interface Share {
  account: AccountRef;
  amount: bigint;
}

/**
 * The usual posting of a paid bill: the whole amount leaves the source; the shares (platform
 * commission, a seller's commission, ...) go where they belong and the rest to the beneficiary's
 * wallet. One ledger transaction, at most once per bill.
 */
export function settleBill(
  db: Db,
  bill: Bill,
  settlement: Settlement,
  shares: Share[] = [],
): Promise<PostedTransaction> {
  const shared = shares.reduce((sum, s) => sum + s.amount, 0n);
  if (shares.some((s) => s.amount < 0n) || shared > bill.amount)
    throw new Error(`shares of bill ${bill.id} exceed its amount`);
  return postTransaction(db, {
    type: settlement.type,
    idempotencyKey: settlement.idempotencyKey,
    description: bill.description ?? undefined,
    entries: [
      { account: settlement.source, amount: -bill.amount },
      ...shares,
      { account: wallet(bill.beneficiaryId), amount: bill.amount - shared },
    ],
  });
}
