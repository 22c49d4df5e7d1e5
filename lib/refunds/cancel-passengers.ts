import "server-only";
// POST /api/tour/passengers/refund: the buyer (mobile + tracking id, and proof of holding the
// buyer's mobile: the SMS code of POST /api/tour/manage-ticket/code, or signed in as that mobile
// (an account, or the traveller's /my session);
// the mobile and tracking id are printed on the ticket, so they alone manage nothing) cancels some
// paid tickets at the current penalty of the tour's refund rules. The page shows that percent and sends it back:
// when it changed meanwhile (a day boundary passed) the answer is 409 and the page reloads it.
// One Refund record per request; the tickets' places, seats and extra items come back; the
// refundable part moves in the ledger (refund-ledger.ts); the payout waits for an operator.
import { proveMobile } from "@/lib/accounts/mobile-proof";
import { consumeOtp } from "@/lib/accounts/verify-otp";
import { announceTicketCancelation } from "@/lib/announcements/announce-ticket-cancelation";
import { prisma } from "@/lib/db/client";
import { conflict, notFound, unauthorized, unprocessable } from "@/lib/http/errors";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { lockReservation, releasePassengers } from "@/lib/reservations/release-passengers";
import { isConfirmed } from "@/lib/reservations/statuses";
import { findTicket, ticketInclude } from "@/lib/reservations/find-ticket";
import { INSTALLMENT_MESSAGES } from "@/lib/installments/messages";
import { REFUND_MESSAGES as M } from "./messages";
import { penaltyNow } from "./penalty";
import { postRefund, splitRefund } from "./refund-ledger";
import { tellRefundOwed } from "./tell-refund-owed";
import type { RefundBody } from "./schemas";

export async function cancelPassengers(
  body: RefundBody,
  who: { callerUserId?: number | null; travellerMobile?: string | null } = {},
  now = new Date(),
) {
  const owner = await findTicket(body.mobile, body.trackingId);
  const proof = await proveMobile({ mobile: owner.buyerMobile, code: body.otpCode, ...who, purpose: "TicketManage" });
  if (!proof) throw unauthorized(M.codeRequired, "ticket_code_required");
  const done = await prisma.$transaction(async (tx) => {
    const found = await findTicket(body.mobile, body.trackingId, tx);
    await lockReservation(tx, found.id);
    // Used once: a second cancellation needs a new code (a concurrent one with the same code fails here).
    if (proof.codeId !== null) await consumeOtp(tx, proof.codeId);
    const ticket = await tx.reservation.findUniqueOrThrow({ where: { id: found.id }, include: ticketInclude });

    const wanted = [...new Set(body.passengerIds)];
    const passengers = wanted.map((id) => ticket.passengers.find((p) => p.id === id));
    if (passengers.some((p) => !p)) throw notFound(M.passengerNotFound, "passenger_not_found");
    if (passengers.some((p) => !isConfirmed(p!.status) || p!.status === "OfflinePayment"))
      throw unprocessable(M.passengerNotCancellable, "passenger_not_cancellable");
    if (ticket.tour.status === "Cancelled") throw unprocessable(M.tourCancelled, "tour_cancelled");
    // A ticket in installments has one schedule for all its passengers: it is cancelled whole.
    if (ticket.installmentPlanId && ticket.passengers.some((p) => isConfirmed(p.status) && !wanted.includes(p.id)))
      throw unprocessable(INSTALLMENT_MESSAGES.wholeTicketOnly, "passenger_not_cancellable");
    const percent = penaltyNow(ticket, now);
    if (percent === null) throw unprocessable(M.notCancellable, "not_cancellable");
    if (percent !== body.penaltyPercent) throw conflict(M.penaltyChanged(percent), "penalty_changed");

    const split = splitRefund(
      passengers.map((p) => p!),
      percent,
    );
    const creditPayerId = ticket.bill?.method === "Credit" ? ticket.bill.payerUserId : null;
    const refund = await tx.refund.create({
      data: {
        tourId: ticket.tourId,
        reservationId: ticket.id,
        penaltyPercent: percent,
        returnedAmount: split.refund,
        cardNumber: body.cardNumber,
        iban: body.iban,
        accountHolder: body.accountHolder,
        // Nothing to pay out (100% penalty), or paid back into the buying wallet at once.
        state: split.refund === 0n || creditPayerId ? "ProcessedByOperator" : "OperatorPending",
        payDate: split.refund === 0n || creditPayerId ? now : null,
        note: creditPayerId && split.refund > 0n ? "به کیف پول خریدار بازگردانده شد." : null,
        reason: "Traveller",
        createdAt: now,
      },
    });
    const released = await releasePassengers(tx, ticket.id, {
      passengerIds: wanted,
      status: "Cancelled",
      refundId: refund.id,
      now,
    });
    if (released.length !== wanted.length) throw unprocessable(M.passengerNotCancellable, "passenger_not_cancellable");
    await postRefund(tx, {
      refundId: refund.id,
      split,
      leaderId: ticket.tour.leaderId,
      sellerId: ticket.sellerId,
      creditPayerId,
      description: `استرداد بلیت ${ticket.trackingId} (${percent}٪ جریمه)`,
    });
    // The tour's leader finds the cancellation in the dashboard bell (spec 1 §2 "Announcement modal").
    await announceTicketCancelation(tx, {
      leaderId: ticket.tour.leaderId,
      refundId: refund.id,
      trackingId: ticket.trackingId,
      tourTitle: ticket.tour.title,
      passengers: wanted.length,
      returnedAmount: split.refund,
      now,
    });
    return {
      id: refund.id,
      penaltyPercent: percent,
      returnedAmount: split.refund,
      cardNumber: refund.cardNumber,
      iban: refund.iban,
      accountHolder: refund.accountHolder,
      state: refund.state,
      cancelledPassengers: passengers.map((p) => ({
        id: p!.id,
        fullName: `${p!.firstName} ${p!.lastName}`,
        mobile: p!.mobile,
      })),
      message: M.cancelled,
    };
  }, RESERVATION_TX);
  // After the commit: the amount, when it comes back and, with no card or sheba given, the link to give one.
  await tellRefundOwed(done.id, now);
  return done;
}
