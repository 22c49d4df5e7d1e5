import "server-only";
// The schedule rows of a ticket sold in installments, written in the reservation's transaction. The
// down payment (sequence 0) is the reservation's own bill: it is that bill's open bill until paid.
import type { Db } from "@/lib/db/client";
import type { InstallmentSale } from "./installment-terms";

export async function writeInstallments(tx: Db, reservationId: number, sale: InstallmentSale, billId: string) {
  await tx.reservation.update({
    where: { id: reservationId },
    data: { installmentPlanId: sale.planId },
    select: { id: true },
  });
  await tx.reservationInstallment.createMany({
    data: sale.parts.map((p) => ({
      reservationId,
      sequence: p.sequence,
      amount: p.amount,
      commission: p.commission,
      sellerShare: p.sellerShare,
      dueAt: p.dueAt,
      openBillId: p.sequence === 0 ? billId : null,
    })),
  });
}
