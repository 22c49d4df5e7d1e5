// A checkout (payout request) as the lists show it.
import type { Checkout } from "@/lib/db/generated/client";

export function checkoutView(c: Checkout) {
  return {
    id: c.id,
    checkoutId: c.id,
    userId: c.userId,
    amount: c.amount,
    /** IR + the 24 digits. */
    bankAccount: `IR${c.bankAccount}`,
    status: c.status,
    isPaid: c.status === "Paid",
    refNum: c.refNum,
    operatorNote: c.operatorNote,
    paidAt: c.paidAt,
    deletedAt: c.deletedAt,
    createdAt: c.createdAt,
  };
}
