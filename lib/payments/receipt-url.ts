import "server-only";
import type { Bill } from "@/lib/db/generated/client";
import { env } from "@/lib/config/env";
import { getBillPurpose } from "./bill-purposes";

/** The purpose's receipt page with the payment outcome and the bill id added to its query. */
export function receiptRedirectUrl(bill: Bill, outcome: string, origin: string = env.publicUrl): string {
  const url = new URL(getBillPurpose(bill.purpose).receiptUrl(bill), origin);
  url.searchParams.set("billId", bill.id);
  url.searchParams.set("paymentStatus", outcome);
  return url.toString();
}
