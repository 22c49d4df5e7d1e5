import "server-only";
// GET /api/installment-plans: the leader's plans, active first, newest first.
import { prisma } from "@/lib/db/client";
import { planViews } from "./plan-view";

export async function listPlans(leaderId: number) {
  const plans = await prisma.installmentPlan.findMany({
    where: { leaderId },
    orderBy: [{ archivedAt: { sort: "asc", nulls: "first" } }, { id: "desc" }],
  });
  return { result: await planViews(prisma, plans) };
}
