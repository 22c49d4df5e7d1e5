import "server-only";
// Money that arrived for a bill already closed (paid by another attempt, expired, or cancelled by
// its purpose) buys nothing: it is owed back to the payer, once per payment. A purpose that can
// show it to someone who pays it back (a booking's refund row) records it itself; otherwise it is
// posted to RefundsPayable here.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { platformCash, refundsPayable } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { getBillPurpose } from "./bill-purposes";

export async function recordLatePayment(tx: Db, bill: Bill, payment: Payment): Promise<void> {
  const purpose = getBillPurpose(bill.purpose);
  if (purpose.onLatePayment) return purpose.onLatePayment(tx, bill, payment);
  await postTransaction(tx, {
    type: "RefundCancellationRequest",
    idempotencyKey: `payment:${payment.id}:late`,
    description: `پرداخت پس از بسته شدن صورتحساب ${payment.billId}؛ قابل بازگشت به پرداخت‌کننده`,
    entries: [
      { account: platformCash, amount: -payment.amount },
      { account: refundsPayable, amount: payment.amount },
    ],
  });
}
