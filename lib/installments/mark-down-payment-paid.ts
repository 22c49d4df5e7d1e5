import "server-only";
// The reservation's bill of a ticket sold in installments is its down payment (sequence 0): paying it
// (the TourReservation purpose issues the tickets and settles it) marks that part Paid.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";

export async function markDownPaymentPaid(tx: Db, bill: Bill, payment: Payment, now = new Date()) {
  await tx.reservationInstallment.updateMany({
    where: { sequence: 0, status: "Due", reservation: { billId: bill.id } },
    data: {
      status: "Paid",
      paidAt: now,
      paidVia: payment.method === "C2C" ? "C2C" : payment.method === "Credit" ? "Credit" : "Online",
      billId: bill.id,
      openBillId: null,
    },
  });
}
