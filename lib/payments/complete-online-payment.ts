import "server-only";
// GET /api/tour/bill/complete-online-payment?paymentId: an operator or accountant asks the gateway
// again about an online payment that did not complete (the payer's browser never came back, or
// the verify failed on our side) and completes it if the gateway says it was paid.
import { prisma } from "@/lib/db/client";
import { badGateway, notFound, unprocessable } from "@/lib/http/errors";
import { PAYMENT_MESSAGES } from "./messages";
import { settleOnlinePayment } from "./settle-online-payment";

export async function completeOnlinePayment(paymentId: number) {
  const payment = await prisma.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.method !== "Online") throw notFound(PAYMENT_MESSAGES.paymentNotFound, "payment_not_found");
  if (!payment.authority) throw unprocessable(PAYMENT_MESSAGES.verifyFailed, "verify_failed");
  const outcome = await settleOnlinePayment(payment, "operator");
  const updated = await prisma.payment.findUniqueOrThrow({
    where: { id: paymentId },
    include: { bill: { select: { status: true } } },
  });
  // Verified also when the bill had closed meanwhile: the money is then recorded as owed back to the payer.
  if (updated.status === "Verified") {
    return {
      success: true,
      paymentId,
      billId: payment.billId,
      status: updated.status,
      billStatus: updated.bill.status,
      refId: updated.refId,
    };
  }
  if (outcome === "pending") throw badGateway(PAYMENT_MESSAGES.gatewayUnknown, "gateway_unknown");
  if (outcome === "expired") throw unprocessable(PAYMENT_MESSAGES.expired, "expired");
  throw unprocessable(PAYMENT_MESSAGES.verifyFailed, "verify_failed");
}
