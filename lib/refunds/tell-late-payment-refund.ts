import "server-only";
// A bill purpose's afterLatePayment (joined in lib/wiring/bill-purposes.ts): the refund row that a payment
// arriving after its booking closed became (refund-late-payment.ts) is texted to the buyer after the commit.
import { prisma } from "@/lib/db/client";
import { tellRefundOwed } from "./tell-refund-owed";

export async function tellLatePaymentRefund(paymentId: number): Promise<void> {
  const refund = await prisma.refund.findUnique({ where: { latePaymentId: paymentId }, select: { id: true } });
  if (refund) await tellRefundOwed(refund.id);
}
