import "server-only";
// POST /api/installment-sales/{reservationId}/cancel: the leader cancels a ticket sold in installments
// (an overdue buyer, an agreement) under the tour's refund rules, as its buyer could: the penalty of
// today applies to what was paid so far (the passengers' paid holds exactly that), the unpaid
// installments are cancelled with the tickets (lib/reservations/release-passengers.ts), and the
// refundable part is owed to the buyer like any cancellation (one Refund row, the operator pays it out,
// or back to the paying wallet for a credit purchase). Another leader's ticket answers 404. The GET of the
// same path previews these terms (preview-installment-cancel.ts).
import { prisma } from "@/lib/db/client";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { releasePassengers } from "@/lib/reservations/release-passengers";
import { readInstallmentCancelTerms } from "./installment-cancel-terms";
import { postRefund } from "./refund-ledger";
import { tellRefundOwed } from "./tell-refund-owed";

export async function cancelInstallmentSale(leaderId: number, reservationId: number, now = new Date()) {
  const done = await prisma.$transaction(async (tx) => {
    const { ticket, passengers, percent, paidAmount, split } = await readInstallmentCancelTerms(
      tx,
      leaderId,
      reservationId,
      { lock: true, now },
    );
    const creditPayerId = ticket.bill?.method === "Credit" ? ticket.bill.payerUserId : null;
    const settled = split.refund === 0n || creditPayerId !== null;
    const refund = await tx.refund.create({
      data: {
        tourId: ticket.tourId,
        reservationId: ticket.id,
        penaltyPercent: percent,
        returnedAmount: split.refund,
        state: settled ? "ProcessedByOperator" : "OperatorPending",
        payDate: settled ? now : null,
        note: creditPayerId && split.refund > 0n ? "به کیف پول خریدار بازگردانده شد." : null,
        reason: "Leader",
        createdAt: now,
      },
    });
    await releasePassengers(tx, ticket.id, {
      passengerIds: passengers.map((p) => p.id),
      status: "Cancelled",
      refundId: refund.id,
      now,
    });
    await postRefund(tx, {
      refundId: refund.id,
      split,
      leaderId: ticket.tour.leaderId,
      sellerId: ticket.sellerId,
      creditPayerId,
      description: `لغو بلیت اقساطی ${ticket.trackingId} توسط برگزارکننده (${percent}٪ جریمه)`,
    });
    return {
      refundId: refund.id,
      penaltyPercent: percent,
      paidAmount,
      returnedAmount: split.refund,
    };
  }, RESERVATION_TX);
  // The buyer learns of it after the commit: how much, when, and where to (tell-refund-owed.ts).
  await tellRefundOwed(done.refundId, now);
  return done;
}
