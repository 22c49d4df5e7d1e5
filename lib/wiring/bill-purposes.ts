import "server-only";
// The one table of bill purposes: what paying or releasing a bill of each purpose does. Adding a
// purpose: add the value to `enum BillPurpose` in prisma/schema.prisma (with its migration), write
// its handler in the purpose's domain (`export const xPurpose: BillPurposeHandler = {...}`, like
// lib/reservations/purpose.ts) and put it here; the compiler refuses this record until every value
// of the enum has a handler. Loading this module installs the record (lib/payments/bill-purposes.ts).
import { applyInstallmentPayment } from "@/lib/installments/apply-installment-payment";
import { installmentPurpose } from "@/lib/installments/purpose";
import { installBillPurposes, type BillPurposes } from "@/lib/payments/bill-purposes";
import { productOrderPurpose } from "@/lib/products/purpose";
import { refundLatePayment } from "@/lib/refunds/refund-late-payment";
import { tellLatePaymentRefund } from "@/lib/refunds/tell-late-payment-refund";
import { tourReservationPurpose } from "@/lib/reservations/purpose";
import { walletChargePurpose } from "@/lib/wallet/charge-purpose";
import { websitePlanPurpose } from "@/lib/websites/plan-purpose";

export const billPurposes: BillPurposes = {
  // A booking's money that arrives after it closed becomes a refund row (lib/refunds, which reservations may not import).
  TourReservation: {
    ...tourReservationPurpose,
    onLatePayment: refundLatePayment,
    afterLatePayment: tellLatePaymentRefund,
  },
  WalletCharge: walletChargePurpose,
  ProductOrder: productOrderPurpose,
  WebsitePlan: websitePlanPurpose,
  // An installment's money that can no longer pay it (its ticket was cancelled meanwhile) is owed back as a refund row.
  ReservationInstallment: {
    ...installmentPurpose,
    onPaid: async (tx, bill, payment, settlement) => {
      if (!(await applyInstallmentPayment(tx, bill, payment, settlement))) await refundLatePayment(tx, bill, payment);
    },
    onLatePayment: refundLatePayment,
    afterLatePayment: tellLatePaymentRefund,
  },
};

installBillPurposes(billPurposes);
