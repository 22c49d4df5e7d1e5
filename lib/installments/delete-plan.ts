import "server-only";
// DELETE /api/installment-plans/{planId}: an unused plan only; it is also taken off the leader's tours.
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { lockOwnedPlan } from "./lock-owned-plan";
import { INSTALLMENT_MESSAGES as M } from "./messages";

export async function deletePlan(leaderId: number, planId: number) {
  await prisma.$transaction(async (tx) => {
    // The tours offering the plan first, then the plan: a sale's order (the tour FOR SHARE, then the plan,
    // installment-terms.ts). The other order deadlocked with a sale under way (500 to one of them).
    await tx.$queryRaw`
      SELECT id FROM "Tour" WHERE "leaderId" = ${leaderId} AND ${planId} = ANY("definitionInstallmentIds")
      ORDER BY id FOR UPDATE`;
    await lockOwnedPlan(tx, leaderId, planId);
    if (await tx.reservation.count({ where: { installmentPlanId: planId } }))
      throw conflict(M.planUsed, "installment_plan_used");
    await tx.$executeRaw`
      UPDATE "Tour" SET "definitionInstallmentIds" = array_remove("definitionInstallmentIds", ${planId})
      WHERE "leaderId" = ${leaderId} AND ${planId} = ANY("definitionInstallmentIds")`;
    await tx.installmentPlan.delete({ where: { id: planId } });
  });
}
