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

/**
 * Settlements (checkouts) and operator refunds live in tables of the money domain that do not
 * exist yet: until they do nothing is in process, and each joins here as one more count.
 */
export async function getFinanceQueueCounts(db: Db) {
  // Card-to-card payments whose buyer has sent the reference code and that wait for an operator.
  const [c2cPaymentsAwaitingConfirmation, operatorRefundsInProcess] = await Promise.all([
    countC2cAwaitingConfirmation(db),
    // Traveller refunds waiting for an operator to pay them out.
    db.refund.count({ where: { state: "OperatorPending" } }),
  ]);
  // Checkouts (payout requests) arrive with the wallet issue; until then there are none to count.
  return { c2cPaymentsAwaitingConfirmation, checkoutsInProcess: 0, operatorRefundsInProcess };
}

export async function getPanelMetaData(db: Db = prisma): Promise<PanelMetaData> {
  const [leadersAwaitingConfirmation, sellersAwaitingConfirmation, finance] = await Promise.all([
    db.user.count({ where: { role: "Leader", isConfirmed: false, deletedAt: null } }),
    db.user.count({ where: { role: "Affiliate", isConfirmed: false, deletedAt: null } }),
    getFinanceQueueCounts(db),
  ]);
  return { leadersAwaitingConfirmation, sellersAwaitingConfirmation, ...finance };
}
