import "server-only";
// GET /api/Discounts/GetAvailableDiscountCampaigns: what step three of the tour wizard offers:
// the caller's campaigns that are active, not deleted, not expired and not used up.
import { prisma } from "@/lib/db/client";
import { campaignSelect, campaignViews } from "./campaign-view";

export async function getAvailableCampaigns(leaderId: number, now = new Date()) {
  const rows = await prisma.discountCampaign.findMany({
    where: { leaderId, deletedAt: null, isActive: true, endTime: { gt: now } },
    select: campaignSelect,
    orderBy: { id: "desc" },
    take: 200,
  });
  const views = await campaignViews(prisma, rows, now);
  return views.filter((v) => v.remainCount > 0).map(selectable);
}

/** The shape the wizard reads for a campaign (doc 2 §3 "Discount campaign (selected)"). */
export function selectable(v: Awaited<ReturnType<typeof campaignViews>>[number]) {
  return {
    id: v.id,
    title: v.title,
    code: v.code,
    price: v.price,
    percent: v.percent,
    isGeneratedBySystem: v.isGeneratedBySystem,
    endTime: v.endTime,
    remainingCapacity: v.remainCount,
    isActive: v.isActive,
    isCampaign: true,
  };
}
