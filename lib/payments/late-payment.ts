import "server-only";
// Money that arrived for a bill already closed (paid by another attempt, expired, or cancelled by
// its purpose) buys nothing: it is recorded as owed back to the payer (RefundsPayable), once per payment.
import type { Db } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { platformCash, refundsPayable } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";

export function recordLatePayment(tx: Db, payment: Payment) {
  return postTransaction(tx, {
    type: "RefundCancellationRequest",
    idempotencyKey: `payment:${payment.id}:late`,
    description: `پرداخت پس از بسته شدن صورتحساب ${payment.billId}؛ قابل بازگشت به پرداخت‌کننده`,
    entries: [
      { account: platformCash, amount: -payment.amount },
      { account: refundsPayable, amount: payment.amount },
    ],
  });
}
