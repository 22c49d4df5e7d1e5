import "server-only";
// For purposes: close a pending bill unpaid (the buyer abandons, the tour is cancelled), releasing
// what it held. A bill already closed is left as it is.
import type { Db } from "@/lib/db/client";
import { lockBill, releaseBill } from "./bill-state";

export async function cancelBill(tx: Db, billId: string, now = new Date()): Promise<boolean> {
  const bill = await lockBill(tx, billId);
  if (!bill || bill.status !== "Pending") return false;
  await releaseBill(tx, bill, "Cancelled", now);
  return true;
}
