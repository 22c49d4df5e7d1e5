import "server-only";
// Badge counts of the admin aside menu (spec 1 §2), reloaded on every admin route change: each is
// one indexed count, run together.
import { prisma, type Db } from "@/lib/db/client";

export interface PanelMetaData {
  leadersAwaitingConfirmation: number;
  sellersAwaitingConfirmation: number;
  c2cPaymentsAwaitingConfirmation: number;
  checkoutsInProcess: number;
  operatorRefundsInProcess: number;
}

/**
 * Card-to-card payments, checkouts and operator refunds live in the payment, checkout and refund
 * tables of the money domain; their counts join here when those tables exist. Until then there
 * is nothing waiting.
 */
export async function getFinanceQueueCounts(_db: Db) {
  return { c2cPaymentsAwaitingConfirmation: 0, checkoutsInProcess: 0, operatorRefundsInProcess: 0 };
}

export async function getPanelMetaData(db: Db = prisma): Promise<PanelMetaData> {
  const [leadersAwaitingConfirmation, sellersAwaitingConfirmation, finance] = await Promise.all([
    db.user.count({ where: { role: "Leader", isConfirmed: false } }),
    db.user.count({ where: { role: "Affiliate", isConfirmed: false } }),
    getFinanceQueueCounts(db),
  ]);
  return { leadersAwaitingConfirmation, sellersAwaitingConfirmation, ...finance };
}
