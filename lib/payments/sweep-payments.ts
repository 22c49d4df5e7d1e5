import "server-only";
// The payment sweeper (pg-boss runs it every minute; tests call it directly):
// 1. online payments that did not come back through the callback within a couple of minutes, or
//    whose bill is past its time, are asked about at their gateway and completed when paid (the
//    payer closed the browser after paying);
// 2. pending bills past their time are expired and what they held is released — except a
//    card-to-card bill whose reference code is in: that one waits for the operator.
import { prisma } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { lockBill, releaseBill } from "./bill-state";
import { STALE_ONLINE_PAYMENT_MS, SWEEP_BATCH } from "./constants";
import { gatewayNamed } from "./gateways/select-gateway";
import { GatewayError } from "./gateways/types";
import { settleOnlinePayment } from "./settle-online-payment";
import { inTransaction } from "./transaction";

export interface SweepReport {
  completed: number;
  expired: number;
}

export async function sweepPayments(now: Date = new Date()): Promise<SweepReport> {
  const undecided = new Set<string>();
  const completed = await completeStalePayments(now, undecided);
  const expired = await expireBills(now, undecided);
  return { completed, expired };
}

async function completeStalePayments(now: Date, undecided: Set<string>): Promise<number> {
  const candidates = await prisma.payment.findMany({
    where: {
      method: "Online",
      status: "Pending",
      authority: { not: null },
      bill: { status: "Pending" },
      OR: [
        { createdAt: { lt: new Date(now.getTime() - STALE_ONLINE_PAYMENT_MS) } },
        { bill: { expiresAt: { lte: now } } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: SWEEP_BATCH,
  });
  const byGateway = new Map<string, Payment[]>();
  for (const p of candidates) byGateway.set(p.gateway ?? "", [...(byGateway.get(p.gateway ?? "") ?? []), p]);
  let completed = 0;
  for (const [name, payments] of byGateway) {
    if (!name) continue;
    const gateway = gatewayNamed(name);
    let payable: Payment[] = payments;
    if (gateway.unverified) {
      // One question for the batch instead of one verify per payment the payer never completed.
      try {
        const unverified = new Set(await gateway.unverified());
        payable = payments.filter((p) => unverified.has(p.authority!));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        console.error("[payments] unverified list failed", name, error.message);
      }
    }
    for (const payment of payable) {
      try {
        const outcome = await settleOnlinePayment(payment, "sweep");
        if (outcome === "paid") completed++;
        // Paid at the gateway but not yet settled here: keep the bill until the next run.
        else if (outcome === "pending" && payable !== payments) undecided.add(payment.billId);
      } catch (error) {
        // One bad bill must not stop the sweep of the others; it is tried again next run.
        undecided.add(payment.billId);
        console.error("[payments] sweep could not settle payment", payment.id, error);
      }
    }
  }
  return completed;
}

async function expireBills(now: Date, undecided: Set<string>): Promise<number> {
  const due = await prisma.bill.findMany({
    where: {
      status: "Pending",
      expiresAt: { lte: now },
      id: { notIn: [...undecided] },
      payments: { none: { status: "PendingConfirmation" } },
    },
    select: { id: true },
    orderBy: { expiresAt: "asc" },
    take: SWEEP_BATCH,
  });
  let expired = 0;
  for (const { id } of due) {
    const done = await inTransaction(async (tx) => {
      const bill = await lockBill(tx, id);
      if (!bill || bill.status !== "Pending" || bill.expiresAt > now) return false;
      const waiting = await tx.payment.count({ where: { billId: id, status: "PendingConfirmation" } });
      if (waiting) return false;
      await releaseBill(tx, bill, "Expired", now);
      return true;
    }).catch((error) => {
      console.error("[payments] sweep could not expire bill", id, error);
      return false;
    });
    if (done) expired++;
  }
  return expired;
}
