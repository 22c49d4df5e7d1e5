import "server-only";
// What a tour's cancellation means for its buyers (TourEvent rows of kind TourCancelled, written
// by lib/tours/cancel-tour.ts): every paid ticket is refunded in full (one Refund record per
// reservation, awaiting the operator's payout) and its buyer gets an SMS after the commit, with the amount, when it
// comes back and, when nobody said where to pay, the link to say it (tell-refund-owed.ts); every unpaid bill is
// cancelled, which releases what it held (a card-to-card transfer already reported is then
// rejected and returned by the operator, or confirmed and owed back); a card-to-card buyer among them is
// texted what happens to their transfer. Each reservation is its own transaction, so a run that
// stops half way is simply run again: tickets already refunded are no longer active.
import { prisma } from "@/lib/db/client";
import { cancelBill } from "@/lib/payments/cancel-bill";
import { TX_OPTIONS } from "@/lib/payments/constants";
import { lockReservation, releasePassengers } from "@/lib/reservations/release-passengers";
import { CONFIRMED_STATUSES, PENDING_STATUSES } from "@/lib/reservations/statuses";
import { sendSms } from "@/lib/sms/send-sms";
import { TOUR_CANCELLED } from "@/lib/tours/on-tour-cancelled";
import { c2cHeldTourCancelledSms, c2cUnreportedTourCancelledSms } from "./messages";
import { postRefund, splitRefund } from "./refund-ledger";
import { tellRefundOwed } from "./tell-refund-owed";

const ONLINE_CONFIRMED = CONFIRMED_STATUSES.filter((s) => s !== "OfflinePayment");

export async function refundCancelledTour(tourId: number, now = new Date()) {
  const tour = await prisma.tour.findUniqueOrThrow({ where: { id: tourId }, select: { title: true, leaderId: true } });

  const unpaid = await prisma.reservation.findMany({
    where: { tourId, billId: { not: null }, passengers: { some: { status: { in: [...PENDING_STATUSES] } } } },
    select: { billId: true, trackingId: true, buyerMobile: true },
  });
  for (const booking of unpaid) {
    const text = await prisma.$transaction(async (tx) => {
      // Read before the bill closes (closing cancels its open payments).
      const held = await tx.payment.findFirst({
        where: {
          billId: booking.billId!,
          method: "C2C",
          status: { in: ["PendingConfirmation", "AwaitingRefCode", "Pending"] },
        },
        select: { status: true, amount: true },
      });
      if (!(await cancelBill(tx, booking.billId!, now)) || !held) return null;
      // A card-to-card buyer may have moved money already: told what happens to it (docs/money.md).
      return held.status === "PendingConfirmation"
        ? c2cHeldTourCancelledSms(tour.title, booking.trackingId, held.amount)
        : c2cUnreportedTourCancelledSms(tour.title, booking.trackingId);
    }, TX_OPTIONS);
    // After the commit, only by the run that closed the bill: a repeated run finds it closed and texts nothing.
    if (text) await sendSms({ to: booking.buyerMobile, text }, { wait: false });
  }

  const paid = await prisma.reservation.findMany({
    where: { tourId, passengers: { some: { status: { in: ONLINE_CONFIRMED } } } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  let refunded = 0;
  for (const { id } of paid) {
    const done = await prisma.$transaction(async (tx) => {
      await lockReservation(tx, id);
      const reservation = await tx.reservation.findUniqueOrThrow({
        where: { id },
        include: {
          passengers: { where: { status: { in: ONLINE_CONFIRMED } } },
          bill: { select: { method: true, payerUserId: true } },
        },
      });
      if (!reservation.passengers.length) return false;
      const split = splitRefund(reservation.passengers, 0);
      const creditPayerId = reservation.bill?.method === "Credit" ? reservation.bill.payerUserId : null;
      const refund = await tx.refund.create({
        data: {
          tourId,
          reservationId: id,
          penaltyPercent: 0,
          returnedAmount: split.refund,
          state: creditPayerId ? "ProcessedByOperator" : "OperatorPending",
          payDate: creditPayerId ? now : null,
          reason: "TourCancelled",
          createdAt: now,
        },
      });
      await releasePassengers(tx, id, {
        passengerIds: reservation.passengers.map((p) => p.id),
        status: "Cancelled",
        refundId: refund.id,
        now,
      });
      await postRefund(tx, {
        refundId: refund.id,
        split,
        leaderId: tour.leaderId,
        sellerId: reservation.sellerId,
        creditPayerId,
        description: `استرداد کامل بلیت ${reservation.trackingId} به دلیل لغو تور`,
      });
      return refund.id;
    }, TX_OPTIONS);
    if (done === false) continue;
    refunded++;
    // After the commit: a run repeated after a stop finds the ticket no longer active and texts nothing.
    await tellRefundOwed(done, now);
  }
  return { refunded, released: unpaid.length };
}

/** Processes unprocessed cancellation events (of one tour, or all): called by the cancel call and by the sweeper. */
export async function processTourEvents(options: { tourId?: number; now?: Date } = {}) {
  const events = await prisma.tourEvent.findMany({
    where: { kind: TOUR_CANCELLED, processedAt: null, ...(options.tourId ? { tourId: options.tourId } : {}) },
    orderBy: { id: "asc" },
    take: 20,
  });
  let processed = 0;
  for (const event of events) {
    try {
      await refundCancelledTour(event.tourId, options.now);
      await prisma.tourEvent.update({
        where: { id: event.id },
        data: { processedAt: new Date() },
        select: { id: true },
      });
      processed++;
    } catch (error) {
      // Left unprocessed: the next sweep tries again.
      console.error("[refunds] could not process tour event", event.id, error);
    }
  }
  return processed;
}
