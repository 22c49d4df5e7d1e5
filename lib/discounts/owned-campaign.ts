import "server-only";
// Ownership of a campaign: another leader's (or an unknown) id answers 404. Writes lock the row.
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DISCOUNT_MESSAGES as M } from "./messages";

export async function lockOwnedCampaign(
  tx: Db,
  leaderId: number,
  campaignId: number,
  options: { allowDeleted?: boolean } = {},
) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "DiscountCampaign" WHERE id = ${campaignId} AND "leaderId" = ${leaderId} FOR UPDATE`;
  if (!rows[0]) throw notFound(M.notFound, "campaign_not_found");
  const campaign = await tx.discountCampaign.findUniqueOrThrow({ where: { id: campaignId } });
  if (campaign.deletedAt && !options.allowDeleted) throw notFound(M.deleted, "campaign_deleted");
  return campaign;
}
