import "server-only";
// PUT /api/Discounts/SetDiscountActivation: an inactive campaign's codes are refused at reservation.
import { prisma } from "@/lib/db/client";
import { campaignSelect, campaignViews } from "./campaign-view";
import { lockOwnedCampaign } from "./owned-campaign";

export async function setCampaignActivation(leaderId: number, input: { id: number; isActive: boolean }) {
  return prisma.$transaction(async (tx) => {
    await lockOwnedCampaign(tx, leaderId, input.id);
    const campaign = await tx.discountCampaign.update({
      where: { id: input.id },
      data: { isActive: input.isActive },
      select: campaignSelect,
    });
    return (await campaignViews(tx, [campaign]))[0];
  });
}
