import "server-only";
// Tells a buyer by SMS that a refund was recorded for them: why, how much, and when and where it comes back
// (refundOwedSms in lib/refunds/messages.ts). A refund with nowhere to pay (no card or sheba known) carries the
// signed /refund-account link on the host the ticket was bought on (Reservation.saleOrigin). Called after the
// commit by the code that made the row, and by the payments sweep for rows made inside a payment's transaction
// (lib/refunds/tell-untold-refunds.ts). `buyerToldAt` is claimed with a conditional update first, so a refund is
// texted once however many callers or instances reach it; a crash between the claim and the send loses that one
// SMS (logged by the provider call), never repeats it.
import { prisma } from "@/lib/db/client";
import { sendSms } from "@/lib/sms/send-sms";
import { refundOwedSms, type RefundEvent } from "./messages";
import { refundAccountUrl } from "./refund-account-link";

export async function tellRefundOwed(refundId: number, now = new Date()): Promise<boolean> {
  const claimed = await prisma.refund.updateMany({
    where: { id: refundId, buyerToldAt: null },
    data: { buyerToldAt: now },
  });
  if (claimed.count === 0) return false;
  const refund = await prisma.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: {
      tour: { select: { title: true } },
      reservation: {
        select: { trackingId: true, buyerMobile: true, saleOrigin: true, bill: { select: { method: true } } },
      },
    },
  });
  // Nothing owed (a 100 % penalty), settled in person by the leader, or deleted by an operator: nothing to tell.
  if (refund.returnedAmount <= 0n || refund.deletedAt || refund.state === "ProcessedByTourLeader") return false;
  const toWallet = refund.state === "ProcessedByOperator" && refund.reservation.bill?.method === "Credit";
  if (refund.state === "ProcessedByOperator" && !toWallet) return false;
  const payTo = toWallet
    ? ({ wallet: true } as const)
    : refund.cardNumber || refund.iban
      ? ({ known: refund.cardNumber ? "card" : "iban" } as const)
      : { accountLink: refundAccountUrl(refund.id, refund.reservation.saleOrigin) };
  const text = refundOwedSms(await eventOf(refund), refund.reservation.trackingId, refund.returnedAmount, payTo);
  await sendSms({ to: refund.reservation.buyerMobile, text }, { wait: false });
  return true;
}

async function eventOf(refund: {
  reason: string;
  latePaymentId: number | null;
  tour: { title: string };
}): Promise<RefundEvent> {
  if (refund.reason === "TourCancelled") return { kind: "TourCancelled", tourTitle: refund.tour.title };
  if (refund.reason === "Leader") return { kind: "LeaderCancelled", tourTitle: refund.tour.title };
  if (refund.reason !== "LatePayment" || refund.latePaymentId === null) return { kind: "TravellerCancelled" };
  const payment = await prisma.payment.findUnique({ where: { id: refund.latePaymentId }, select: { method: true } });
  return { kind: payment?.method === "C2C" ? "C2cOwedBack" : "LatePayment" };
}
