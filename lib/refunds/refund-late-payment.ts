import "server-only";
// A booking's payment that arrived after its bill closed (the operator confirmed a card-to-card
// transfer of a booking whose tour was cancelled meanwhile; a gateway payment verified just after
// the bill expired): no ticket is issued, so the whole amount becomes a refund row awaiting the
// operator's payout, on the booking the buyer and the operator already see. The money goes
// PlatformCash → RefundsPayable under the refund's own key (`refund:<id>`), so completing it
// (complete-refund.ts) pays it out like any other refund. One refund per payment (unique latePaymentId).
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { platformCash, refundsPayable } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";

export async function refundLatePayment(tx: Db, bill: Bill, payment: Payment): Promise<void> {
  // A ticket's own bill, or an installment bill of it (docs/installments.md).
  const reservation = await tx.reservation.findFirst({
    where: bill.installmentId ? { installments: { some: { id: bill.installmentId } } } : { billId: bill.id },
    select: { id: true, tourId: true, trackingId: true },
  });
  if (!reservation) throw new Error(`bill ${bill.id} has no reservation`);
  if (await tx.refund.findUnique({ where: { latePaymentId: payment.id }, select: { id: true } })) return;
  const refund = await tx.refund.create({
    data: {
      tourId: reservation.tourId,
      reservationId: reservation.id,
      penaltyPercent: 0,
      returnedAmount: payment.amount,
      state: "OperatorPending",
      reason: "LatePayment",
      latePaymentId: payment.id,
    },
  });
  await postTransaction(tx, {
    type: "RefundCancellationRequest",
    idempotencyKey: `refund:${refund.id}`,
    description: `بازگشت واریز ${reservation.trackingId}: پرداخت پس از لغو یا پایان مهلت خرید رسید`,
    entries: [
      { account: platformCash, amount: -payment.amount },
      { account: refundsPayable, amount: payment.amount },
    ],
  });
}
