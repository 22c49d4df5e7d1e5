import "server-only";
// The ReservationInstallment bill purpose (one further installment of a ticket; the down payment is
// the ticket's own TourReservation bill). lib/wiring/bill-purposes.ts joins it with the refund rows
// of lib/refunds for money that can no longer pay its installment.
import type { BillPurposeHandler } from "@/lib/payments/bill-purposes";
import { releaseInstallmentBill } from "./release-installment-bill";
import { ticketPageUrl } from "./ticket-page-url";

export const installmentPurpose: Omit<BillPurposeHandler, "onPaid"> = {
  onReleased: releaseInstallmentBill,
  // After the gateway the buyer sees the ticket with its schedule (the bill's reference is the tracking id).
  // A path, not a URL: the receipt redirect puts it on the host the buyer paid from (a sale website's link
  // stays on that site), as the ticket's own bill does.
  receiptUrl: (bill) => {
    const url = new URL(ticketPageUrl(bill.beneficiaryId, bill.reference ?? "", bill.payerMobile));
    return url.pathname + url.search;
  },
};
