import "server-only";
// GET /api/Discounts/GetDiscountCodes/{discountId}: every code with its use, and the totals.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DISCOUNT_MESSAGES as M } from "./messages";
import { placesLeft } from "@/lib/shared/places-left";

export async function getCampaignCodes(leaderId: number, campaignId: number) {
  const campaign = await prisma.discountCampaign.findFirst({
    where: { id: campaignId, leaderId },
    select: { id: true, codes: { orderBy: { id: "asc" }, select: { code: true, capacity: true, usedCount: true } } },
  });
  if (!campaign) throw notFound(M.notFound, "campaign_not_found");
  const totalCount = campaign.codes.reduce((s, c) => s + c.capacity, 0);
  const usedCount = campaign.codes.reduce((s, c) => s + c.usedCount, 0);
  return {
    discountCodes: campaign.codes.map((c) => ({
      code: c.code,
      totalCount: c.capacity,
      usedCount: c.usedCount,
      remainCount: placesLeft(c.capacity, c.usedCount),
    })),
    totalCount,
    usedCount,
    remainCount: Math.max(0, totalCount - usedCount),
  };
}
