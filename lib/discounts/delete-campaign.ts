import "server-only";
// DELETE /api/Discounts/Delete/{discountId}: a soft delete. Reservations keep the code they used;
// the campaign leaves the tours' choices and its codes are refused from now on (search lists it
// under IsDeleted=true).
import { prisma } from "@/lib/db/client";
import { lockOwnedCampaign } from "./owned-campaign";

export async function deleteCampaign(leaderId: number, campaignId: number, now = new Date()) {
  await prisma.$transaction(async (tx) => {
    await lockOwnedCampaign(tx, leaderId, campaignId);
    await tx.discountCampaign.update({
      where: { id: campaignId },
      data: { deletedAt: now, isActive: false },
      select: { id: true },
    });
    await tx.tourDiscountCampaign.deleteMany({ where: { campaignId } });
  });
  return { success: true };
}
