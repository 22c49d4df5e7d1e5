import "server-only";
// GET /api/tour/bill/{billId}/finalizable and POST …/finalize. A bill is finalizable once it is
// paid (its receipt can be shown). Paying normally issues the purchase in the same transaction;
// finalize is the safety net that runs the purpose's issuing again for a paid bill not marked
// finalized, and is a no-op otherwise.
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { getBillPurpose } from "./bill-purposes";
import { findSuccessfulPayment, lockBill } from "./bill-state";
import { PAYMENT_MESSAGES } from "./messages";
import { settlementFor } from "./settlement";
import { inTransaction } from "./transaction";

export async function getFinalizable(billId: string) {
  const bill = await prisma.bill.findUnique({ where: { id: billId }, select: { status: true, finalizedAt: true } });
  if (!bill) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
  return { finalizable: bill.status === "Paid", finalized: bill.finalizedAt !== null, status: bill.status };
}

export async function finalizeBill(billId: string, now = new Date()) {
  return inTransaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    if (!bill) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
    if (bill.status !== "Paid") throw unprocessable(PAYMENT_MESSAGES.notPaidYet, "not_paid_yet");
    if (!bill.finalizedAt) {
      const payment = await findSuccessfulPayment(tx, bill.id);
      if (!payment) throw new Error(`paid bill ${bill.id} has no successful payment`);
      await getBillPurpose(bill.purpose).onPaid(tx, bill, payment, settlementFor(bill, payment));
      await tx.bill.update({ where: { id: bill.id }, data: { finalizedAt: now } });
    }
    return { success: true, billId, finalized: true };
  });
}
