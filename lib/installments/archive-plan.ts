import "server-only";
// POST /api/installment-plans/{planId}/archive: the plan stays on the tickets sold on it and is no
// longer offered; archiving twice answers the plan as it is.
import { prisma } from "@/lib/db/client";
import { lockOwnedPlan } from "./lock-owned-plan";
import { planView } from "./plan-view";

export async function archivePlan(leaderId: number, planId: number, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const locked = await lockOwnedPlan(tx, leaderId, planId);
    const plan = locked.archivedAt
      ? locked
      : await tx.installmentPlan.update({ where: { id: planId }, data: { archivedAt: now } });
    return planView(tx, plan);
  });
}
