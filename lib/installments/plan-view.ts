import "server-only";
// A plan as the leader's calls answer it, with how many tickets were sold on it.
import type { Db } from "@/lib/db/client";
import type { InstallmentPlan } from "@/lib/db/generated/client";

export async function planViews(db: Db, plans: InstallmentPlan[]) {
  const counts = plans.length
    ? await db.reservation.groupBy({
        by: ["installmentPlanId"],
        where: { installmentPlanId: { in: plans.map((p) => p.id) } },
        _count: { _all: true },
      })
    : [];
  const used = new Map(counts.map((c) => [c.installmentPlanId, c._count._all]));
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    downPaymentPercent: p.downPaymentPercent,
    installmentCount: p.installmentCount,
    dueDaysAfterPurchase: p.dueDaysAfterPurchase,
    lastDueDaysBeforeDeparture: p.lastDueDaysBeforeDeparture,
    surchargePercent: p.surchargePercent,
    archived: p.archivedAt !== null,
    usedCount: used.get(p.id) ?? 0,
  }));
}

export async function planView(db: Db, plan: InstallmentPlan) {
  return (await planViews(db, [plan]))[0];
}
