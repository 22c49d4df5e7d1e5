import "server-only";
// POST /api/Tour: the whole wizard in one transaction (tour, sessions with vehicles, refund rules,
// extra items, discounts, lists, collaborators): either all of it is saved or none.
import { prisma, type Db } from "@/lib/db/client";
import { setTourCampaigns } from "@/lib/discounts/tour-campaigns";
import { expirePublicTourCache, leaderOpenToursTag } from "./public-tour-cache";
import { assertTourReferences } from "./references";
import type { TourPayload } from "./schemas";
import {
  discountColumns,
  extraItemColumns,
  refundRuleRows,
  sessionColumns,
  titleRows,
  tourColumns,
  vehicleColumns,
} from "./tour-columns";

/** Writes a validated payload as a new tour of the leader, inside the caller's transaction. */
export async function insertTour(tx: Db, leaderId: number, payload: TourPayload): Promise<{ id: number }> {
  await assertTourReferences(tx, leaderId, payload);
  const tour = await tx.tour.create({
    data: {
      leaderId,
      ...tourColumns(payload),
      refundRules: { createMany: { data: refundRuleRows(payload.refundRules) } },
      extraItems: { createMany: { data: payload.extraItems.map(extraItemColumns) } },
      services: { createMany: { data: titleRows(payload.services) } },
      checklists: { createMany: { data: titleRows(payload.checkLists) } },
      tags: { createMany: { data: titleRows(payload.tags) } },
      discounts: { createMany: { data: payload.tourDiscounts.map(discountColumns) } },
      collaborators: { createMany: { data: payload.collabs.map((userId) => ({ userId })) } },
    },
    select: { id: true },
  });
  await setTourCampaigns(tx, leaderId, tour.id, payload.discountCampaignIds);
  for (const session of payload.sessions) {
    await tx.tourSession.create({
      data: {
        tourId: tour.id,
        ...sessionColumns(session),
        vehicles: { createMany: { data: session.vehicles.map((v) => vehicleColumns(v, session.capacity)) } },
      },
      select: { id: true },
    });
  }
  return { id: tour.id };
}

export async function createTour(leaderId: number, payload: TourPayload): Promise<{ id: number }> {
  const created = await prisma.$transaction((tx) => insertTour(tx, leaderId, payload), { timeout: 20_000 });
  // A new published tour joins the "other tours" strip of the leader's tour pages.
  expirePublicTourCache(leaderOpenToursTag(leaderId));
  return created;
}
