import "server-only";
// The demo's installment plan (called by prisma/seed.ts): the demo leader gets one plan, attached to
// their first published SimpleTour, so the tour's receipt step offers «پرداخت اقساطی» out of the box.
// The plan goes through the plan schema and writer of POST /api/installment-plans. A leader who
// already has a plan is left alone (the seed runs on every start).
import { prisma } from "@/lib/db/client";
import { createPlan } from "./create-plan";
import { planBody } from "./schemas";

/** 40 % now, the rest in two parts 4 and 8 days after purchase, the last at the latest 3 days before departure. */
export const DEMO_PLAN = {
  name: "پیش‌پرداخت و دو قسط",
  downPaymentPercent: 40,
  installmentCount: 2,
  dueDaysAfterPurchase: [4, 8],
  lastDueDaysBeforeDeparture: 3,
  surchargePercent: 5,
};

export async function seedInstallmentPlans(leaderId: number): Promise<{ planId: number; tourId: number } | null> {
  if (await prisma.installmentPlan.count({ where: { leaderId } })) return null;
  const tour = await prisma.tour.findFirst({
    where: { leaderId, isDraft: false, deletedAt: null, status: "Enabled", tourType: "SimpleTour" },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  if (!tour) return null;
  const plan = await createPlan(leaderId, planBody.parse(DEMO_PLAN));
  await prisma.tour.update({
    where: { id: tour.id },
    data: { definitionInstallmentIds: { push: plan.id } },
    select: { id: true },
  });
  return { planId: plan.id, tourId: tour.id };
}
