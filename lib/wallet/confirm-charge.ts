import "server-only";
// GET /api/users/self/ConfirmChargePayment?ChargeId&UserId&Authority&Status: the gateway's return
// to the wallet page. Idempotent like the ticket callback: any number of confirmations (a reload,
// a replayed address, concurrent tabs) verify once and post one CreditCharge.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { settleOnlinePayment } from "@/lib/payments/settle-online-payment";
import { WALLET_MESSAGES as M } from "./messages";
import { getWalletFigures } from "./get-wallet-figures";

export interface ConfirmChargeInput {
  ChargeId: string;
  UserId?: number;
  Authority: string;
  Status: string;
}

export async function confirmCharge(caller: Caller, input: ConfirmChargeInput) {
  // Another user's charge (or a UserId naming someone else) does not exist for the caller.
  if (input.UserId !== undefined && input.UserId !== caller.userId)
    throw notFound(M.chargeNotFound, "charge_not_found");
  const payment = await prisma.payment.findUnique({ where: { authority: input.Authority }, include: { bill: true } });
  if (
    !payment ||
    payment.billId !== input.ChargeId ||
    payment.bill.purpose !== "WalletCharge" ||
    payment.bill.beneficiaryId !== caller.userId
  ) {
    throw notFound(M.chargeNotFound, "charge_not_found");
  }
  const status = await settleOnlinePayment(payment, "callback", input.Status.toUpperCase() === "OK" ? "OK" : "NOK");
  const figures = await getWalletFigures(prisma, caller.userId);
  return { chargeId: payment.billId, status, amount: payment.bill.amount, ...figures };
}
