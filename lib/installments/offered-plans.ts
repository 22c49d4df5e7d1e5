import "server-only";
// The plans a session offers: the tour's chosen plans (the leader's own, not archived) whose every
// due date falls after purchase and at the latest N days before the session starts (schedule.ts).
import type { Db } from "@/lib/db/client";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { computeSchedule, type Schedule } from "./schedule";

export interface OfferedPlan {
  id: number;
  name: string;
  surchargePercent: number;
  schedule: Schedule;
}

/** The tour's live plans with their schedule for a ticket of `amount` bought `now` on a session starting `start`. */
export async function offeredPlansFor(
  db: Db,
  tour: { leaderId: number; definitionInstallmentIds: number[] },
  amount: bigint,
  start: Date,
  now: Date,
): Promise<OfferedPlan[]> {
  if (tour.definitionInstallmentIds.length === 0) return [];
  const plans = await db.installmentPlan.findMany({
    where: { id: { in: tour.definitionInstallmentIds }, leaderId: tour.leaderId, archivedAt: null },
    orderBy: { id: "asc" },
  });
  return plans.flatMap((plan) => {
    const schedule = computeSchedule(plan, amount, now, start);
    return schedule ? [{ id: plan.id, name: plan.name, surchargePercent: plan.surchargePercent, schedule }] : [];
  });
}

export async function listOfferedPlans(tourId: number, sessionId: number, amount: bigint, now = new Date()) {
  const session = await prisma.tourSession.findFirst({
    where: { id: sessionId, tour: { id: tourId, deletedAt: null, isDraft: false, moderation: null } },
    select: { startTime: true, tour: { select: { leaderId: true, definitionInstallmentIds: true } } },
  });
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  const plans = await offeredPlansFor(prisma, session.tour, amount, session.startTime, now);
  return {
    result: plans.map((p) => ({
      id: p.id,
      name: p.name,
      surchargePercent: p.surchargePercent,
      total: p.schedule.total,
      downPayment: p.schedule.downPayment,
      installments: p.schedule.installments,
    })),
  };
}
