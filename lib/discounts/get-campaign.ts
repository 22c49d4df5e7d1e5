import "server-only";
// GET /api/Discounts/GetById?id=: one of the caller's campaigns (deleted ones too).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { campaignSelect, campaignViews } from "./campaign-view";
import { DISCOUNT_MESSAGES as M } from "./messages";

export async function getCampaign(leaderId: number, campaignId: number) {
  const campaign = await prisma.discountCampaign.findFirst({
    where: { id: campaignId, leaderId },
    select: campaignSelect,
  });
  if (!campaign) throw notFound(M.notFound, "campaign_not_found");
  return (await campaignViews(prisma, [campaign]))[0];
}
