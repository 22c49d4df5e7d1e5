import "server-only";
// The TourReservation bill purpose: paying the bill issues the tickets and posts the sale; a bill
// released unpaid (cancelled at the gateway, card-to-card rejected, expired, tour cancelled) gives
// back everything the reservation held.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { postSellerCommission } from "@/lib/affiliates/post-seller-commission";
import { platformRevenue } from "@/lib/ledger/accounts";
import { buildPath } from "@/lib/client/endpoint";
import { reservationReceiptContract } from "./contracts";
import type { BillPurposeHandler } from "@/lib/payments/bill-purposes";
import { settleBill, type Settlement, type Share } from "@/lib/payments/settlement";
import { sendSms } from "@/lib/sms/send-sms";
import { ticketIssuedSms } from "./messages";
import { markDownPaymentPaid } from "@/lib/installments/mark-down-payment-paid";
import { prisma } from "@/lib/db/client";
import { ticketPageUrl } from "@/lib/installments/ticket-page-url";
import { releasePassengers } from "./release-passengers";
import { PAID_STATUS, PENDING_STATUSES } from "./statuses";

export async function issueTickets(tx: Db, bill: Bill, payment: Payment, settlement: Settlement) {
  const reservation = await tx.reservation.findUnique({
    where: { billId: bill.id },
    include: {
      passengers: { select: { commission: true, sellerShare: true } },
      tour: { select: { title: true, leaderId: true } },
    },
  });
  if (!reservation) throw new Error(`bill ${bill.id} has no reservation`);
  const status = PAID_STATUS[payment.method];
  const issued = await tx.passenger.updateMany({
    where: { reservationId: reservation.id, status: { in: [...PENDING_STATUSES] } },
    data: { status },
  });
  if (issued.count)
    await tx.reservation.update({ where: { id: reservation.id }, data: { status }, select: { id: true } });

  const commission = reservation.passengers.reduce((sum, p) => sum + p.commission, 0n);
  const sellerShare = reservation.passengers.reduce((sum, p) => sum + p.sellerShare, 0n);
  const shares: Share[] = [{ account: platformRevenue, amount: commission }];
  await settleBill(tx, bill, settlement, shares);
  await markDownPaymentPaid(tx, bill, payment);
  // The seller's share: a SellerCommission line of its own from the leader to the seller.
  if (reservation.sellerId && sellerShare > 0n) {
    await postSellerCommission(tx, {
      billId: bill.id,
      leaderId: bill.beneficiaryId,
      sellerId: reservation.sellerId,
      amount: sellerShare,
      description: `پورسانت فروش بلیت ${reservation.trackingId} (${reservation.tour.title})`,
    });
  }

  // An operator's card-to-card confirmation texts the buyer itself (c2cConfirmedSms below).
  if (issued.count && payment.method !== "C2C") {
    const text = ticketIssuedSms(
      reservation.tour.title,
      reservation.trackingId,
      ticketPageUrl(reservation.tour.leaderId, reservation.trackingId, reservation.buyerMobile, reservation.saleOrigin),
    );
    await sendSms({ to: reservation.buyerMobile, text }, { wait: false, db: tx });
  }
}

export async function releaseReservation(tx: Db, bill: Bill) {
  const reservation = await tx.reservation.findUnique({ where: { billId: bill.id }, select: { id: true } });
  if (!reservation) return;
  const refused =
    bill.method === "C2C" &&
    (await tx.payment.count({ where: { billId: bill.id, status: "Rejected", decidedById: { not: null } } })) > 0;
  await releasePassengers(tx, reservation.id, {
    status: refused ? "Card2CardPaymentRefused" : "PaymentAbortedByUser",
    releaseDiscount: true,
  });
}

/** The TourReservation entry of lib/wiring/bill-purposes.ts. */
export const tourReservationPurpose: BillPurposeHandler = {
  onPaid: issueTickets,
  onReleased: releaseReservation,
  // The receipt page lives under the leader and the tour; this call finds them and redirects.
  receiptUrl: (bill) => buildPath(reservationReceiptContract.path, { billId: bill.id }),
  c2cConfirmedSms: async (bill) => {
    const bought = await prisma.reservation.findUnique({ where: { billId: bill.id }, select: { saleOrigin: true } });
    const link = ticketPageUrl(bill.beneficiaryId, bill.reference ?? "", bill.payerMobile, bought?.saleOrigin);
    return `همسفر: واریز کارت به کارت شما تایید و بلیت صادر شد. کد پیگیری: ${bill.reference ?? bill.id}\nمشاهده و دریافت بلیت: ${link}`;
  },
};
