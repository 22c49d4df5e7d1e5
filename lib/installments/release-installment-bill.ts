import "server-only";
// An installment bill closed unpaid (the gateway cancelled, it expired, the buyer gave up): the
// installment is free for a new bill (the pay link makes one).
import type { Db } from "@/lib/db/client";
import type { Bill } from "@/lib/db/generated/client";

export async function releaseInstallmentBill(tx: Db, bill: Bill) {
  await tx.reservationInstallment.updateMany({ where: { openBillId: bill.id }, data: { openBillId: null } });
}
