import "server-only";
// A ticket sold in installments is no longer active (cancelled by its buyer or leader, its tour
// cancelled, its down payment never paid): its unpaid installments are Cancelled. Runs under the
// reservation's lock (lib/reservations/release-passengers.ts). An installment bill still open is not
// touched here (its lock comes before the reservation's): it expires with its hold, and money that
// still arrives for it is recorded as owed back to the buyer (a refund row, lib/wiring/bill-purposes.ts).
import type { Db } from "@/lib/db/client";

export async function cancelInstallments(tx: Db, reservationId: number, now = new Date()) {
  await tx.reservationInstallment.updateMany({
    where: { reservationId, status: "Due" },
    data: { status: "Cancelled", cancelledAt: now },
  });
}
