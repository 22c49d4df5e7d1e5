import "server-only";
import type { Bill } from "@/lib/db/generated/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { PAYMENT_MESSAGES } from "./messages";

/** Refuses paying a bill that is no longer open: 409 when paid, 422 when cancelled or past its time. */
export function assertPayable(bill: Bill, now = new Date()) {
  if (bill.status === "Paid") throw conflict(PAYMENT_MESSAGES.alreadyPaid, "already_paid");
  if (bill.status === "Cancelled") throw unprocessable(PAYMENT_MESSAGES.cancelled, "cancelled");
  if (bill.status === "Expired" || bill.expiresAt <= now) throw unprocessable(PAYMENT_MESSAGES.expired, "expired");
}
