import "server-only";
// POST /api/installment-plans.
import { prisma } from "@/lib/db/client";
import { planView } from "./plan-view";
import type { PlanInput } from "./schemas";

export async function createPlan(leaderId: number, input: PlanInput) {
  const plan = await prisma.installmentPlan.create({ data: { leaderId, ...input } });
  return planView(prisma, plan);
}
