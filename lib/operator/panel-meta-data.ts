import "server-only";
// Badge counts of the admin aside menu (spec 1 §2), reloaded on every admin route change: each is
// one indexed count, run together.
import { prisma, type Db } from "@/lib/db/client";
import { countC2cAwaitingConfirmation } from "@/lib/payments/count-awaiting-c2c";

export interface PanelMetaData {
  leadersAwaitingConfirmation: number;
  sellersAwaitingConfirmation: number;
  c2cPaymentsAwaitingConfirmation: number;
  checkoutsInProcess: number;
  operatorRefundsInProcess: number;
}

/** The finance group's queues: card-to-card payments, checkouts and operator refunds waiting for someone. */
export async function getFinanceQueueCounts(db: Db) {
  // Card-to-card payments whose buyer has sent the reference code and that wait for an operator.
  const [c2cPaymentsAwaitingConfirmation, operatorRefundsInProcess, checkoutsInProcess] = await Promise.all([
    countC2cAwaitingConfirmation(db),
    // Traveller refunds waiting for an operator to pay them out (a deleted one is no longer waiting).
    db.refund.count({ where: { state: "OperatorPending", deletedAt: null } }),
    // Payout requests not yet paid nor deleted.
    db.checkout.count({ where: { status: "InProcess" } }),
  ]);
  return { c2cPaymentsAwaitingConfirmation, checkoutsInProcess, operatorRefundsInProcess };
}

export async function getPanelMetaData(db: Db = prisma): Promise<PanelMetaData> {
  const [leadersAwaitingConfirmation, sellersAwaitingConfirmation, finance] = await Promise.all([
    db.user.count({ where: { role: "Leader", isConfirmed: false, deletedAt: null } }),
    db.user.count({ where: { role: "Affiliate", isConfirmed: false, deletedAt: null } }),
    getFinanceQueueCounts(db),
  ]);
  return { leadersAwaitingConfirmation, sellersAwaitingConfirmation, ...finance };
}
