import "server-only";
// The one place an online payment becomes final, used by the gateway callback, the sweeper and the
// operator. The gateway is asked outside any database transaction (it is idempotent: 100, then 101);
// the outcome is then written under the bill's lock, where only the first caller finds the payment
// still Pending, so any number of concurrent callbacks mark one bill paid and post one transaction.
import { prisma } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { getBillPurpose } from "./bill-purposes";
import { lockBill, markBillPaid, releaseBill } from "./bill-state";
import { gatewayNamed } from "./gateways/select-gateway";
import { GatewayError, isPaidCode, type GatewayVerifyResult } from "./gateways/types";
import { recordLatePayment } from "./late-payment";
import { inTransaction } from "./transaction";

export type OnlineOutcome = "paid" | "failed" | "pending" | "expired";

export type SettleMode =
  /** The payer's browser came back: a failed verify closes the bill. */
  | "callback"
  /** The sweeper: only a success changes anything (the payer may still be on the gateway page). */
  | "sweep"
  /** An operator completing an unsuccessful payment: a Failed or Cancelled payment is asked again. */
  | "operator";

const FINAL_FAILURES = ["Failed", "Cancelled"] as const;

export async function settleOnlinePayment(
  payment: Payment,
  mode: SettleMode,
  payerStatus: "OK" | "NOK" = "OK",
): Promise<OnlineOutcome> {
  if (payment.status === "Verified") return "paid";
  if ((FINAL_FAILURES as readonly string[]).includes(payment.status) && mode !== "operator") return "failed";
  if (!payment.authority || !payment.gateway) return "pending";

  if (payerStatus === "NOK") return closeUnpaid(payment, "Cancelled");

  // A bill already closed is not verified: an unverified payment is given back by the gateway.
  const bill = await prisma.bill.findUniqueOrThrow({ where: { id: payment.billId } });
  if (bill.status !== "Pending") {
    if (mode !== "sweep") await closePayment(payment, "Cancelled");
    return bill.status === "Paid" ? "paid" : "expired";
  }

  let result: GatewayVerifyResult;
  try {
    result = await gatewayNamed(payment.gateway).verify({ authority: payment.authority, amount: payment.amount });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error("[payments] verify failed", payment.id, error.message);
    return "pending";
  }

  if (!isPaidCode(result.code)) {
    if (mode === "sweep") return "pending";
    return closeUnpaid(payment, "Failed");
  }

  const settled = await inTransaction(async (tx): Promise<{ outcome: OnlineOutcome; late?: Bill }> => {
    const locked = await lockBill(tx, payment.billId);
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (current.status === "Verified") return { outcome: "paid" };
    const verified = await tx.payment.update({
      where: { id: payment.id },
      data: { status: "Verified", refId: result.refId, cardPan: result.cardPan, verifiedAt: new Date() },
    });
    if (locked!.status === "Pending") {
      await markBillPaid(tx, locked!, verified);
      return { outcome: "paid" };
    }
    // The gateway captured money for a bill that closed meanwhile (paid by another attempt, or
    // expired by the sweeper between our check and the verify): it is owed back to the payer.
    await recordLatePayment(tx, locked!, verified);
    return { outcome: locked!.status === "Paid" ? "paid" : "expired", late: locked! };
  });
  // The payer is told after the commit (a refund's SMS: how much comes back, when, where).
  if (settled.late) await getBillPurpose(settled.late.purpose).afterLatePayment?.(payment.id);
  return settled.outcome;
}

/** The payer cancelled or the gateway refused: the payment is closed and its bill released. */
async function closeUnpaid(payment: Payment, status: "Cancelled" | "Failed"): Promise<OnlineOutcome> {
  return inTransaction(async (tx) => {
    const bill = await lockBill(tx, payment.billId);
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (current.status === "Verified") return "paid";
    await tx.payment.update({ where: { id: payment.id }, data: { status } });
    if (bill!.status === "Pending") await releaseBill(tx, bill!, "Cancelled");
    return bill!.status === "Paid" ? "paid" : "failed";
  });
}

async function closePayment(payment: Payment, status: "Cancelled" | "Failed") {
  await inTransaction((tx) =>
    tx.payment.updateMany({ where: { id: payment.id, status: "Pending" }, data: { status } }),
  );
}
