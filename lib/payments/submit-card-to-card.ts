import "server-only";
// POST /api/tour/bill/{billId}/complete-c2c/{paymentId}/refId/{refId}: the buyer reports the
// transfer's reference code; the purchase stays a temporary reservation until an operator decides.
// Sending a corrected code again is allowed until then. A code another transfer already carries is
// refused (409): every transfer reaches the one platform card, where a bank reference names one
// transfer, so a second payment with it would be paid by money that arrived once.
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { assertPayable } from "./bill-errors";
import { lockBill } from "./bill-state";
import { sameRefCodeElsewhere } from "./ref-code-taken";
import { PAYMENT_MESSAGES } from "./messages";
import { inTransaction } from "./transaction";

export async function submitCardToCard(billId: string, paymentToken: string, refCode: string, now = new Date()) {
  return inTransaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    if (!bill) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
    const payment = await tx.payment.findFirst({ where: { billId, paymentToken } });
    if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound, "payment_not_found");
    if (payment.method !== "C2C") throw unprocessable(PAYMENT_MESSAGES.notC2C, "not_c2c");
    if (payment.status === "Confirmed") throw conflict(PAYMENT_MESSAGES.alreadyPaid, "already_paid");
    if (payment.status === "Rejected") throw unprocessable(PAYMENT_MESSAGES.alreadyRejected, "already_rejected");
    // Once the code is in, the bill waits for the operator rather than for its deadline.
    if (!(payment.status === "PendingConfirmation" && bill.status === "Pending")) assertPayable(bill, now);
    if (await sameRefCodeElsewhere(tx, payment.id, refCode, ["PendingConfirmation", "Confirmed"]))
      throw conflict(PAYMENT_MESSAGES.refCodeTaken, "ref_code_taken");
    const updated = await tx.payment.update({
      where: { id: payment.id },
      data: { refCode, status: "PendingConfirmation" },
    });
    return { success: true, billId, paymentToken, status: updated.status, paymentRefCode: refCode };
  });
}
