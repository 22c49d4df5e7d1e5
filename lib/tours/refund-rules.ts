import "server-only";
// Refund rules of a tour (POST/PUT/DELETE /api/tour/{tourId}/refundrule, GET refundrules). Once
// anything is sold they are the buyers' terms and stay fixed. daysBefore is unique per tour (also
// a database constraint), so sorted by daysBefore descending the list strictly decreases.
import { prisma, type Db } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { assertOwnedTour, isTourSold, withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";

interface RuleInput {
  daysBefore: number;
  penaltyPercent: number;
}

/** Once anything is sold the rules are the buyers' terms: no rule is added, changed or deleted. */
async function assertNotSold(tx: Db, tourId: number) {
  if (await isTourSold(tx, tourId)) throw unprocessable(M.soldRefundRules, "sold_refund_rules");
}

/** One rule per daysBefore (a database constraint too); `exceptId` is the rule being changed. */
async function assertDaysFree(tx: Db, tourId: number, daysBefore: number, exceptId?: number) {
  if (
    await tx.tourRefundRule.count({ where: { tourId, daysBefore, ...(exceptId ? { id: { not: exceptId } } : {}) } })
  ) {
    throw unprocessable(M.refundDuplicate, "refund_duplicate");
  }
}

const view = (r: { id: number; daysBefore: number; penaltyPercent: number }, editable: boolean) => ({
  ruleId: r.id,
  daysBefore: r.daysBefore,
  penaltyPercent: r.penaltyPercent,
  editable,
});

export async function listRefundRules(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const [rules, sold] = await Promise.all([
    prisma.tourRefundRule.findMany({ where: { tourId }, orderBy: { daysBefore: "desc" } }),
    isTourSold(prisma, tourId),
  ]);
  return rules.map((r) => view(r, !sold));
}

export function addRefundRule(leaderId: number, tourId: number, input: RuleInput) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    await assertNotSold(tx, tourId);
    await assertDaysFree(tx, tourId, input.daysBefore);
    return view(await tx.tourRefundRule.create({ data: { tourId, ...input } }), true);
  });
}

export function updateRefundRule(leaderId: number, tourId: number, ruleId: number, input: RuleInput) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    if (!(await tx.tourRefundRule.count({ where: { id: ruleId, tourId } })))
      throw notFound(HTTP_MESSAGES.notFound, "not_found");
    await assertNotSold(tx, tourId);
    await assertDaysFree(tx, tourId, input.daysBefore, ruleId);
    return view(await tx.tourRefundRule.update({ where: { id: ruleId }, data: input }), true);
  });
}

export function deleteRefundRule(leaderId: number, tourId: number, ruleId: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    if (!(await tx.tourRefundRule.count({ where: { id: ruleId, tourId } })))
      throw notFound(HTTP_MESSAGES.notFound, "not_found");
    await assertNotSold(tx, tourId);
    await tx.tourRefundRule.delete({ where: { id: ruleId } });
  });
}
