import "server-only";
// The transitions of a bill, always under the bill's row lock (taken first, before any payment
// row), so that callbacks, operators and the sweeper acting on one bill take turns.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { getBillPurpose } from "./bill-purposes";
import { settlementFor } from "./settlement";

/** The bill, locked for the rest of the transaction; null when it does not exist. */
export async function lockBill(tx: Db, billId: string): Promise<Bill | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`select id from "Bill" where id = ${billId} for update`;
  if (!rows.length) return null;
  return tx.bill.findUniqueOrThrow({ where: { id: billId } });
}

/** Marks a pending bill paid by `payment` and lets its purpose post the money and issue the purchase. */
export async function markBillPaid(
  tx: Db,
  bill: Bill,
  payment: Payment,
  options: { payerUserId?: number; now?: Date } = {},
): Promise<Bill> {
  const now = options.now ?? new Date();
  const paid = await tx.bill.update({
    where: { id: bill.id },
    data: {
      status: "Paid",
      paidAt: now,
      closedAt: now,
      ...(options.payerUserId ? { payerUserId: options.payerUserId } : {}),
    },
  });
  await getBillPurpose(paid.purpose).onPaid(tx, paid, payment, settlementFor(paid, payment));
  return tx.bill.update({ where: { id: bill.id }, data: { finalizedAt: now } });
}

/**
 * Closes a pending bill unpaid (Cancelled, or Expired by the sweeper), closes its open payments and
 * lets its purpose give back what the bill held. A card-to-card transfer the buyer reported stays
 * with the operator: it is real money whatever happened to the bill.
 */
export async function releaseBill(
  tx: Db,
  bill: Bill,
  status: "Cancelled" | "Expired",
  now = new Date(),
): Promise<Bill> {
  const released = await tx.bill.update({ where: { id: bill.id }, data: { status, closedAt: now } });
  await tx.payment.updateMany({
    where: { billId: bill.id, status: { in: ["Pending", "AwaitingRefCode"] } },
    data: { status: "Cancelled" },
  });
  await getBillPurpose(released.purpose).onReleased(tx, released);
  return released;
}

/** The payment that paid the bill (Verified, Confirmed or Paid). */
export function findSuccessfulPayment(tx: Db, billId: string): Promise<Payment | null> {
  return tx.payment.findFirst({
    where: { billId, status: { in: ["Verified", "Confirmed", "Paid"] } },
    orderBy: { id: "asc" },
  });
}

export function openStatusError(bill: Bill): "paid" | "expired" | "cancelled" | null {
  if (bill.status === "Paid") return "paid";
  if (bill.status === "Cancelled") return "cancelled";
  if (bill.status === "Expired") return "expired";
  return null;
}
