import "server-only";
// The ids a tour payload points at must exist: answered with a Persian 400 naming the field
// rather than a foreign-key failure.
import type { Db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { TOUR_MESSAGES as M } from "./messages";

export async function assertTourReferences(
  db: Db,
  leaderId: number,
  input: {
    styleId?: number | null;
    hardShipId?: number | null;
    startCityId?: number | null;
    collabs?: number[];
    DefinitionInstallments?: number[];
  },
  /** Plans already on the tour: they may stay after being archived (an archived plan is not offered). */
  keptPlanIds: number[] = [],
) {
  const collabs = input.collabs ?? [];
  const plans = input.DefinitionInstallments ?? [];
  const [style, hardship, city, collaborators, ownPlans] = await Promise.all([
    input.styleId ? db.tourStyle.count({ where: { id: input.styleId } }) : 1,
    input.hardShipId ? db.tourHardship.count({ where: { id: input.hardShipId } }) : 1,
    input.startCityId ? db.city.count({ where: { id: input.startCityId } }) : 1,
    collabs.length
      ? db.user.count({ where: { id: { in: collabs, not: leaderId }, role: { in: ["Affiliate", "Leader"] } } })
      : 0,
    plans.length
      ? db.installmentPlan.count({
          where: { id: { in: plans }, leaderId, OR: [{ archivedAt: null }, { id: { in: keptPlanIds } }] },
        })
      : 0,
  ]);
  const errors: string[] = [];
  if (!style) errors.push(M.unknownStyle);
  if (!hardship) errors.push(M.unknownHardship);
  if (!city) errors.push(M.unknownCity);
  if (collaborators !== collabs.length) errors.push(M.unknownCollaborator);
  // Another leader's plan is as unknown as a missing one (it does not reveal that the id exists).
  if (ownPlans !== plans.length) errors.push(M.unknownInstallmentPlan);
  if (errors.length) throw badRequest(errors, "unknown_reference");
}
