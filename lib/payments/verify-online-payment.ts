import "server-only";
// GET /api/tour/bill/verify-payment?BillId&Authority&Status: the gateway's return. Answers the
// outcome and where the browser goes (the purpose's receipt page).
import { prisma } from "@/lib/db/client";
import type { Bill } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { PAYMENT_MESSAGES } from "./messages";
import { receiptRedirectUrl } from "./receipt-url";
import { settleOnlinePayment, type OnlineOutcome } from "./settle-online-payment";

export interface VerifyInput {
  billId: string;
  authority: string;
  /** The gateway's Status: OK when the payer says they paid; anything else is a cancel. */
  status: string;
  /** The host the gateway returned the buyer to (trusted), so the receipt stays on that site. */
  origin?: string;
}

export async function verifyOnlinePayment(
  input: VerifyInput,
): Promise<{ outcome: OnlineOutcome; bill: Bill; redirectUrl: string }> {
  const payment = await prisma.payment.findUnique({ where: { authority: input.authority } });
  if (!payment || payment.billId !== input.billId || payment.method !== "Online")
    throw notFound(PAYMENT_MESSAGES.paymentNotFound, "payment_not_found");
  const outcome = await settleOnlinePayment(payment, "callback", input.status.toUpperCase() === "OK" ? "OK" : "NOK");
  const bill = await prisma.bill.findUniqueOrThrow({ where: { id: payment.billId } });
  return { outcome, bill, redirectUrl: receiptRedirectUrl(bill, outcome, input.origin) };
}
