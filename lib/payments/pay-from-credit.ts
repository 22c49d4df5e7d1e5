import "server-only";
// POST /api/tour/bill/{billId}/credit-purchase/{paymentId}: the signed-in caller's wallet pays the
// bill (ledger PaymentFromCredit). The wallet's row lock in postTransaction makes two purchases
// that together exceed the balance succeed one at a time: the second finds too little (422).
import type { Caller } from "@/lib/auth/caller";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { assertPayable } from "./bill-errors";
import { getBillPurpose } from "./bill-purposes";
import { lockBill, markBillPaid } from "./bill-state";
import { PAYMENT_MESSAGES } from "./messages";
import { inTransaction } from "./transaction";

export async function payFromCredit(billId: string, paymentToken: string, caller: Caller, now = new Date()) {
  return inTransaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    if (!bill) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
    const payment = await tx.payment.findFirst({ where: { billId, paymentToken } });
    if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound, "payment_not_found");
    // A bill made for a signed-in buyer is that buyer's to pay; to anyone else it does not exist.
    if (bill.payerUserId && bill.payerUserId !== caller.userId)
      throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
    if (payment.method !== "Credit") throw unprocessable(PAYMENT_MESSAGES.wrongMethod, "wrong_method");
    if (payment.status === "Paid") {
      if (bill.payerUserId === caller.userId) return { success: true, billId };
      throw conflict(PAYMENT_MESSAGES.alreadyPaid, "already_paid");
    }
    assertPayable(bill, now);
    if (bill.beneficiaryId === caller.userId && !getBillPurpose(bill.purpose).payableByBeneficiary)
      throw unprocessable(PAYMENT_MESSAGES.ownBill, "own_bill");
    const paid = await tx.payment.update({ where: { id: payment.id }, data: { status: "Paid", verifiedAt: now } });
    await markBillPaid(tx, bill, paid, { payerUserId: caller.userId, now });
    return { success: true, billId };
  });
}
