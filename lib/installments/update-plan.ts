import "server-only";
// PUT /api/installment-plans/{planId}: only while no ticket was sold on it, since a sold ticket's
// schedule was computed from it and the buyer agreed to those terms (409 otherwise; archive instead).
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { lockOwnedPlan } from "./lock-owned-plan";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { planView } from "./plan-view";
import type { PlanInput } from "./schemas";

export async function updatePlan(leaderId: number, planId: number, input: PlanInput) {
  return prisma.$transaction(async (tx) => {
    await lockOwnedPlan(tx, leaderId, planId);
    if (await tx.reservation.count({ where: { installmentPlanId: planId } }))
      throw conflict(M.planUsed, "installment_plan_used");
    const plan = await tx.installmentPlan.update({ where: { id: planId }, data: input });
    return planView(tx, plan);
  });
}
