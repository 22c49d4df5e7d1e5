import "server-only";
// The ticket as the receipt, the printable ticket and the tracking page read it.
import type { TicketStatus } from "@/lib/db/generated/enums";
import { penaltyNow, refundableAmount } from "@/lib/refunds/penalty";
import { isConfirmed, STATUS_TITLES } from "@/lib/reservations/statuses";
import { TRANSPORT_TITLES } from "@/lib/tours/options";
import type { TicketRecord } from "@/lib/reservations/find-ticket";
import { c2cCard } from "@/lib/payments/c2c-card";
import { installmentPayPath } from "@/lib/installments/pay-token";
import { checkInCode } from "./check-in-code";

/** The reservation's status as the buyer should read it (a card-to-card code already sent is "pending confirmation"). */
function shownStatus(t: TicketRecord): TicketStatus {
  if (t.status === "Card2CardPayment" && t.bill?.payments[0]?.status === "PendingConfirmation")
    return "Card2CardPaymentPendingConfirmation";
  return t.status;
}

export function ticketView(t: TicketRecord, now = new Date()) {
  const status = shownStatus(t);
  const leader = t.tour.leader;
  return {
    trackingId: t.trackingId,
    checkInCode: checkInCode(t.id),
    status,
    statusTitle: STATUS_TITLES[status],
    buyerMobile: t.buyerMobile,
    buyerEmail: t.buyerEmail,
    buyerPhone: t.buyerPhone,
    createdAt: t.createdAt,
    tour: {
      id: t.tour.id,
      title: t.tour.title,
      leaderId: t.tour.leaderId,
      leaderBrand: leader.brand || `${leader.firstName} ${leader.lastName}`,
      leaderMobile: leader.mobile,
      tourType: t.tour.tourType,
      startPlaceText: t.tour.startPlaceText,
      ticketNote: t.tour.ticketNote,
      status: t.tour.status,
    },
    session: t.session,
    sessionId: t.sessionId,
    passengers: t.passengers.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      fullName: `${p.firstName} ${p.lastName}`,
      nationalId: p.nationalId,
      mobile: p.mobile,
      gender: p.gender,
      age: p.ageGroup,
      vehicleId: p.vehicleId,
      vehicleType: p.vehicleType,
      vehicleTypeTitle: p.vehicleType ? TRANSPORT_TITLES[p.vehicleType] : null,
      seat: p.seatNumber,
      extraQuestionAnswer: p.extraQuestionAnswer,
      extraItems: p.extraItems.map((e) => ({
        id: e.extraItemId,
        title: e.title,
        number: e.number,
        price: e.unitPrice,
      })),
      basePrice: p.basePrice,
      vehiclePrice: p.vehiclePrice,
      extrasPrice: p.extrasPrice,
      totalPrice: p.totalPrice,
      discountPrice: p.discountPrice,
      paid: p.paid,
      status: p.status,
      statusTitle: STATUS_TITLES[p.status],
      cancelledAt: p.cancelledAt,
    })),
    discount: t.discountCode ? { code: t.discountCode, amount: t.discountAmount } : null,
    totalAmount: t.totalPrice,
    discountAmount: t.discountAmount,
    amount: t.amount,
    paidAmount: t.bill?.status === "Paid" ? t.amount : 0n,
    currentRefundPenaltyPercent: penaltyNow(t, now),
    bill: t.bill ? { id: t.bill.id, status: t.bill.status, method: t.bill.method, expiresAt: t.bill.expiresAt } : null,
    installments: installmentsView(t, now),
  };
}

/**
 * A ticket sold in installments (docs/installments.md): its schedule, the down payment first; a due one carries its
 * signed pay link (the SMS carries the same), once the ticket is paid for (a down payment still open has no parts to pay).
 * Empty for a ticket paid at once.
 */
function installmentsView(t: TicketRecord, now: Date) {
  const payable = isConfirmed(t.status);
  return t.installments.map((i) => ({
    id: i.id,
    sequence: i.sequence,
    amount: i.amount,
    dueAt: i.dueAt,
    status: i.status,
    paidAt: i.paidAt,
    overdue: i.status === "Due" && i.dueAt < now,
    payUrl: payable && i.status === "Due" && i.sequence > 0 ? installmentPayPath(i.id) : null,
  }));
}

/**
 * A card-to-card purchase still waiting for the buyer's transfer code (or for the operator, when a
 * corrected code may still be sent): what /tracking needs to submit it later through the spec's
 * complete-c2c call. The payment token is that call's secret; it is answered only here, behind the
 * buyer's mobile + tracking id. `expired`: the hold ran out before a code came (the places are freed).
 */
function cardToCardView(t: TicketRecord, now: Date) {
  const bill = t.bill;
  const payment = bill?.payments[0];
  if (!bill || bill.method !== "C2C" || !payment || payment.method !== "C2C") return null;
  const status = payment.status;
  if (status !== "AwaitingRefCode" && status !== "PendingConfirmation") return null;
  const expired =
    bill.status === "Expired" || (bill.status === "Pending" && status === "AwaitingRefCode" && bill.expiresAt <= now);
  if (bill.status !== "Pending" && !expired) return null;
  return {
    billId: bill.id,
    paymentToken: expired ? null : payment.paymentToken,
    status,
    refCode: payment.refCode,
    amount: bill.amount,
    expiresAt: bill.expiresAt,
    expired,
    card: expired ? null : c2cCard(),
  };
}

/** The ticket with what cancelling each passenger would cost now, and the refunds made so far. */
export function manageTicketView(t: TicketRecord, now = new Date()) {
  const base = ticketView(t, now);
  const percent = base.currentRefundPenaltyPercent;
  return {
    ...base,
    cardToCard: cardToCardView(t, now),
    passengers: base.passengers.map((p) => {
      const cancellable = percent !== null && isConfirmed(p.status) && p.status !== "OfflinePayment";
      const refundAmount = cancellable ? refundableAmount(p.paid, percent) : 0n;
      return { ...p, cancellable, penaltyAmount: cancellable ? p.paid - refundAmount : 0n, refundAmount };
    }),
    refunds: t.refunds.map((r) => ({
      id: r.id,
      penaltyPercent: r.penaltyPercent,
      returnedAmount: r.returnedAmount,
      cardNumber: r.cardNumber,
      iban: r.iban,
      state: r.state,
      refNum: r.refNum,
      payDate: r.payDate,
      createdAt: r.createdAt,
      cancelledPassengers: r.passengers.map((p) => ({ fullName: `${p.firstName} ${p.lastName}`, mobile: p.mobile })),
    })),
  };
}
