import "server-only";
// The campaigns of a tour (step three of the wizard): the ids must be the leader's campaigns that
// are not deleted; the choice is stored as TourDiscountCampaign rows (replaced on every save).
import type { Db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { DISCOUNT_MESSAGES as M } from "./messages";

export async function setTourCampaigns(tx: Db, leaderId: number, tourId: number, campaignIds: number[]) {
  const ids = [...new Set(campaignIds)];
  if (ids.length) {
    const owned = await tx.discountCampaign.count({ where: { id: { in: ids }, leaderId, deletedAt: null } });
    if (owned !== ids.length) throw badRequest(M.unknownCampaign, "unknown_campaign");
  }
  await tx.tourDiscountCampaign.deleteMany({ where: { tourId, campaignId: { notIn: ids } } });
  if (ids.length)
    await tx.tourDiscountCampaign.createMany({
      data: ids.map((campaignId) => ({ tourId, campaignId })),
      skipDuplicates: true,
    });
}
