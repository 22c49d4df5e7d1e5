import "server-only";
// The terms of a leader's cancellation of a ticket sold in installments, read once for the preview
// (GET /api/installment-sales/{reservationId}/cancel) and for the cancellation itself (POST, under
// the reservation's lock), so the dialog shows exactly what the cancel will do: the penalty of today
// on what was paid so far (the passengers' paid), split as any refund. Another leader's ticket, or
// a sale that is not in installments, answers 404 before anything is locked.
import type { Db } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as IM } from "@/lib/installments/messages";
import { ticketInclude } from "@/lib/reservations/find-ticket";
import { lockReservation } from "@/lib/reservations/release-passengers";
import { isConfirmed } from "@/lib/reservations/statuses";
import { REFUND_MESSAGES as M } from "./messages";
import { penaltyNow } from "./penalty";
import { splitRefund } from "./refund-ledger";

export async function readInstallmentCancelTerms(
  tx: Db,
  leaderId: number,
  reservationId: number,
  options: { lock: boolean; now: Date },
) {
  const owned = await tx.reservation.count({
    where: { id: reservationId, installmentPlanId: { not: null }, tour: { leaderId } },
  });
  if (!owned) throw notFound(IM.saleNotFound, "installment_sale_not_found");
  if (options.lock) await lockReservation(tx, reservationId);
  const ticket = await tx.reservation.findUniqueOrThrow({ where: { id: reservationId }, include: ticketInclude });
  const passengers = ticket.passengers.filter((p) => isConfirmed(p.status));
  if (!passengers.length) throw unprocessable(IM.ticketNotActive, "installment_not_payable");
  if (ticket.tour.status === "Cancelled") throw unprocessable(M.tourCancelled, "tour_cancelled");
  const percent = penaltyNow(ticket, options.now);
  if (percent === null) throw unprocessable(M.notCancellable, "not_cancellable");
  const paidAmount = passengers.reduce((sum, p) => sum + p.paid, 0n);
  return { ticket, passengers, percent, paidAmount, split: splitRefund(passengers, percent) };
}
