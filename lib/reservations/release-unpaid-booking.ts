import "server-only";
// POST /api/tour/reservation/release/{billId}: the buyer gives up an unpaid booking so its passengers
// can book again at once instead of waiting for the hold to run out. Only the buyer may: the browser
// that made it (it holds the bill's payment token, the reservation call's answer) or a traveller
// signed in with the buyer's mobile (an SMS code, /my). The bill is cancelled under its row lock like
// every other transition, which gives back places, vehicle places, seats, extra items and the discount
// use in the same transaction (lib/payments/bill-state.ts → releaseReservation). A card-to-card
// transfer already reported is real money waiting for the operator: refused. An online payment that
// completes at the gateway after the release is a late payment (lib/payments/late-payment.ts).
import { prisma } from "@/lib/db/client";
import { forbidden, conflict, notFound } from "@/lib/http/errors";
import { lockBill, releaseBill } from "@/lib/payments/bill-state";
import { TX_OPTIONS } from "@/lib/payments/constants";
import { PAYMENT_MESSAGES } from "@/lib/payments/messages";
import { RESERVATION_MESSAGES as M } from "./messages";

export interface ReleaseProof {
  /** The bill's payment token, as the reservation call answered it to this browser. */
  paymentToken?: string;
  /** The mobile of the request's traveller session (lib/traveller/session.ts). */
  travellerMobile?: string | null;
}

/** The ids of what was released, for expiring the pages that show its places; `released: false` when it was already closed. */
export async function releaseUnpaidBooking(billId: string, proof: ReleaseProof, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const bill = await lockBill(tx, billId);
    const reservation = bill
      ? await tx.reservation.findUnique({ where: { billId }, select: { tourId: true, buyerMobile: true } })
      : null;
    if (!bill || !reservation) throw notFound(PAYMENT_MESSAGES.billNotFound, "bill_not_found");
    const byToken =
      !!proof.paymentToken && (await tx.payment.count({ where: { billId, paymentToken: proof.paymentToken } })) > 0;
    const byMobile = !!proof.travellerMobile && proof.travellerMobile === reservation.buyerMobile;
    if (!byToken && !byMobile) throw forbidden(M.notBuyer, "not_buyer");
    if (bill.status === "Paid") throw conflict(M.releasePaid, "already_paid");
    if (bill.status !== "Pending") return { released: false, tourId: reservation.tourId };
    const reported = await tx.payment.count({ where: { billId, status: "PendingConfirmation" } });
    if (reported) throw conflict(M.releaseReported, "payment_reported");
    await releaseBill(tx, bill, "Cancelled", now);
    return { released: true, tourId: reservation.tourId };
  }, TX_OPTIONS);
}
