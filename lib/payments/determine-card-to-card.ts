import "server-only";
// PUT /api/Operator/determine-c2c-payment/{paymentId}?confirm=: an operator or accountant confirms
// or rejects a card-to-card transfer. Confirm pays the bill (CardToCardSales) and texts the buyer;
// reject releases what the bill held. A transfer confirmed for a bill that closed meanwhile (the
// tour was cancelled) buys nothing: it becomes a refund the operator pays back, and the answer says
// so (owedBack). Repeating a decision changes nothing and moves no money; reversing one is refused.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { sendSms } from "@/lib/sms/send-sms";
import { getBillPurpose } from "./bill-purposes";
import { lockBill, markBillPaid, releaseBill } from "./bill-state";
import { recordLatePayment } from "./late-payment";
import { sameRefCodeElsewhere } from "./ref-code-taken";
import { c2cConfirmedSms, PAYMENT_MESSAGES } from "./messages";
import { inTransaction } from "./transaction";

export async function determineCardToCard(paymentId: number, confirm: boolean, caller: Caller, now = new Date()) {
  const found = await prisma.payment.findUnique({ where: { id: paymentId }, select: { billId: true } });
  if (!found) throw notFound(PAYMENT_MESSAGES.paymentNotFound, "payment_not_found");

  const result = await inTransaction(async (tx) => {
    const bill = (await lockBill(tx, found.billId))!;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    if (payment.method !== "C2C") throw unprocessable(PAYMENT_MESSAGES.notC2C, "not_c2c");
    if (payment.status === "Confirmed") {
      if (confirm) return { changed: false, status: payment.status, bill, owedBack: bill.status !== "Paid" };
      throw conflict(PAYMENT_MESSAGES.alreadyConfirmed, "already_confirmed");
    }
    if (payment.status === "Rejected" || payment.status === "Cancelled") {
      if (!confirm) return { changed: false, status: payment.status, bill, owedBack: false };
      throw conflict(PAYMENT_MESSAGES.alreadyRejected, "already_rejected");
    }
    const decided = { decidedById: caller.userId, decidedAt: now };
    if (!confirm) {
      const rejected = await tx.payment.update({ where: { id: paymentId }, data: { status: "Rejected", ...decided } });
      const closed = bill.status === "Pending" ? await releaseBill(tx, bill, "Cancelled", now) : bill;
      return { changed: true, status: rejected.status, bill: closed, owedBack: false };
    }
    if (payment.status !== "PendingConfirmation")
      throw unprocessable(PAYMENT_MESSAGES.refCodeMissing, "ref_code_missing");
    if (await sameRefCodeElsewhere(tx, payment.id, payment.refCode!, ["Confirmed"]))
      throw conflict(PAYMENT_MESSAGES.refCodeTakenOperator, "ref_code_taken");
    const confirmed = await tx.payment.update({
      where: { id: paymentId },
      data: { status: "Confirmed", verifiedAt: now, ...decided },
    });
    if (bill.status !== "Pending") {
      // The transfer is real but the bill was closed meanwhile (its purpose cancelled it, e.g. the
      // tour was cancelled): nothing is bought, the money is owed back (a refund row for a booking).
      await recordLatePayment(tx, bill, confirmed);
      return { changed: false, status: confirmed.status, bill, owedBack: true };
    }
    const paid = await markBillPaid(tx, bill, confirmed, { now });
    return { changed: true, status: confirmed.status, bill: paid, owedBack: false };
  });

  // A tour's buyer was told at the cancellation that this confirmation would come: now it has (once, after the
  // commit; a repeated confirmation finds the refund already told).
  if (result.owedBack) await getBillPurpose(result.bill.purpose).afterLatePayment?.(paymentId);
  if (result.changed && result.status === "Confirmed") {
    const purpose = getBillPurpose(result.bill.purpose);
    const text = (await purpose.c2cConfirmedSms?.(result.bill)) ?? c2cConfirmedSms(result.bill.id);
    await sendSms({ to: result.bill.payerMobile, text }, { wait: false });
  }
  return {
    success: true,
    paymentId,
    status: result.status,
    billStatus: result.bill.status,
    owedBack: result.owedBack,
    message: result.owedBack
      ? PAYMENT_MESSAGES.c2cOwedBack
      : confirm
        ? PAYMENT_MESSAGES.c2cConfirmed
        : PAYMENT_MESSAGES.c2cRejected,
  };
}
