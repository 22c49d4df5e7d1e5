import "server-only";
// POST /api/installment-sales/{reservationId}/cancel: the leader cancels a ticket sold in installments
// (an overdue buyer, an agreement) under the tour's refund rules, as its buyer could: the penalty of
// today applies to what was paid so far (the passengers' paid holds exactly that), the unpaid
// installments are cancelled with the tickets (lib/reservations/release-passengers.ts), and the
// refundable part is owed to the buyer like any cancellation (one Refund row, the operator pays it out,
// or back to the paying wallet for a credit purchase). Another leader's ticket answers 404.
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as IM } from "@/lib/installments/messages";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { ticketInclude } from "@/lib/reservations/find-ticket";
import { lockReservation, releasePassengers } from "@/lib/reservations/release-passengers";
import { isConfirmed } from "@/lib/reservations/statuses";
import { REFUND_MESSAGES as M } from "./messages";
import { penaltyNow } from "./penalty";
import { postRefund, splitRefund } from "./refund-ledger";

export async function cancelInstallmentSale(leaderId: number, reservationId: number, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const owned = await tx.reservation.count({
      where: { id: reservationId, installmentPlanId: { not: null }, tour: { leaderId } },
    });
    if (!owned) throw notFound(IM.saleNotFound, "installment_sale_not_found");
    await lockReservation(tx, reservationId);
    const ticket = await tx.reservation.findUniqueOrThrow({ where: { id: reservationId }, include: ticketInclude });
    const passengers = ticket.passengers.filter((p) => isConfirmed(p.status));
    if (!passengers.length) throw unprocessable(IM.ticketNotActive, "installment_not_payable");
    if (ticket.tour.status === "Cancelled") throw unprocessable(M.tourCancelled, "tour_cancelled");
    const percent = penaltyNow(ticket, now);
    if (percent === null) throw unprocessable(M.notCancellable, "not_cancellable");
    const split = splitRefund(passengers, percent);
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
      paidAmount: passengers.reduce((sum, p) => sum + p.paid, 0n),
      returnedAmount: split.refund,
    };
  }, RESERVATION_TX);
}
