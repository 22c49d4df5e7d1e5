import "server-only";
// The installment terms of a sale (lib/reservations/reserve.ts, inside its transaction): the plan must
// be one the tour offers (the leader's own, chosen for the tour, not archived) and fit the session.
import type { Db } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { computeSchedule } from "./schedule";
import { partPerPassenger, saleParts, type PassengerMoney, type SalePart } from "./split-sale";

export interface InstallmentSale {
  planId: number;
  parts: SalePart[];
  /** The passengers' money of the down payment, in their order. */
  downPaymentPerPassenger: PassengerMoney[];
}

export async function installmentTerms(
  db: Db,
  sale: { tourId: number; leaderId: number; planId: number; sessionId: number; passengers: PassengerMoney[] },
  now: Date,
): Promise<InstallmentSale> {
  // Under a share lock, taken after the tour's (read-sale.ts), as deletePlan takes them: an edit or a delete of the
  // plan waits for this sale and then finds it sold (409), and this sale waits for an edit under way and reads its terms.
  await db.$queryRaw`SELECT id FROM "InstallmentPlan" WHERE id = ${sale.planId} FOR SHARE`;
  const plan = await db.installmentPlan.findFirst({
    where: { id: sale.planId, leaderId: sale.leaderId, archivedAt: null },
  });
  const chosen =
    plan && (await db.tour.count({ where: { id: sale.tourId, definitionInstallmentIds: { has: plan.id } } })) === 1;
  const total = sale.passengers.reduce((s, p) => s + p.paid, 0n);
  // The hot path's read of the sale (read-sale.ts) does not carry the session's start; only these sales ask for it.
  const session = await db.tourSession.findUniqueOrThrow({
    where: { id: sale.sessionId },
    select: { startTime: true },
  });
  const schedule = plan && chosen ? computeSchedule(plan, total, now, session.startTime) : null;
  if (!plan || !schedule) throw unprocessable(M.planNotOffered, "installment_plan_not_offered");
  const parts = saleParts(sale.passengers, schedule, now);
  const weights = sale.passengers.map((p) => p.paid);
  return { planId: plan.id, parts, downPaymentPerPassenger: partPerPassenger(weights, parts[0]) };
}
