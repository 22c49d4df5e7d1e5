import "server-only";
import type { Bill } from "@/lib/db/generated/client";
import { env } from "@/lib/config/env";
import { getBillPurpose } from "./bill-purposes";
import { receiptToken } from "./receipt-token";

/**
 * The purpose's receipt page with the payment outcome and the bill id added to its query, and, when
 * something was paid or awaits confirmation, the receipt value that opens it (receipt-token.ts).
 */
export function receiptRedirectUrl(
  bill: Bill,
  outcome: string,
  origin: string = env.publicUrl,
  now = new Date(),
): string {
  const url = new URL(getBillPurpose(bill.purpose).receiptUrl(bill), origin);
  url.searchParams.set("billId", bill.id);
  url.searchParams.set("paymentStatus", outcome);
  if (outcome === "paid" || outcome === "pending")
    url.searchParams.set("receipt", receiptToken(bill.id, bill.paidAt ?? now));
  return url.toString();
}
