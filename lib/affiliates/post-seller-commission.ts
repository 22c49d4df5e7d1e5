import "server-only";
// The seller's share of a paid sale (docs/affiliates.md): the bill's own posting pays the
// platform's commission and the leader the rest; then ONE SellerCommission transaction moves the
// seller's share from the leader's wallet to the seller's, so each sees a line of its own in their
// transactions. Same database transaction as the bill's posting, at most once per bill.
import type { Db } from "@/lib/db/client";
import { wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";

export function postSellerCommission(
  db: Db,
  input: { billId: string; leaderId: number; sellerId: number; amount: bigint; description: string },
) {
  return postTransaction(db, {
    type: "SellerCommission",
    idempotencyKey: `bill:${input.billId}:seller`,
    description: input.description,
    entries: [
      { account: wallet(input.leaderId), amount: -input.amount },
      { account: wallet(input.sellerId), amount: input.amount },
    ],
  });
}
