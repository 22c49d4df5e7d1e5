import "server-only";
// PUT /api/Discounts/Update: title, end time and count may always change (not below what was
// used); the kind, the shared code and the amount only while no code was used.
import { prisma } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { campaignSelect, campaignViews } from "./campaign-view";
import { assertFuture, campaignColumns, insertCampaignCodes } from "./create-campaign";
import { DISCOUNT_MESSAGES as M } from "./messages";
import { lockOwnedCampaign } from "./owned-campaign";
import type { CampaignInput } from "./schemas";

export async function updateCampaign(leaderId: number, input: CampaignInput & { id: number }, now = new Date()) {
  assertFuture(input.endTime, now);
  return prisma.$transaction(
    async (tx) => {
      const stored = await lockOwnedCampaign(tx, leaderId, input.id);
      const codes = await tx.discountCode.findMany({
        where: { campaignId: stored.id },
        select: { id: true, code: true, usedCount: true },
        orderBy: { id: "asc" },
      });
      const used = codes.reduce((sum, c) => sum + c.usedCount, 0);
      const next = campaignColumns(input);
      const kindChanged = next.isGeneratedBySystem !== stored.isGeneratedBySystem;
      const codeChanged = !next.isGeneratedBySystem && !kindChanged && codes[0]?.code !== input.code;
      const amountChanged = next.price !== stored.price || next.percent !== stored.percent;
      if (used > 0 && (kindChanged || codeChanged || amountChanged))
        throw unprocessable(M.usedTermsChanged, "campaign_used_terms");

      if (kindChanged || codeChanged) {
        await tx.discountCode.deleteMany({ where: { campaignId: stored.id } });
        await insertCampaignCodes(tx, leaderId, stored.id, input);
      } else if (next.isGeneratedBySystem) {
        const usedCodes = codes.filter((c) => c.usedCount > 0).length;
        if (input.count < usedCodes) throw unprocessable(M.countBelowUsed(usedCodes), "campaign_count_below_used");
        if (input.count > codes.length)
          await insertCampaignCodes(tx, leaderId, stored.id, {
            isGeneratedBySystem: true,
            count: input.count - codes.length,
          });
        if (input.count < codes.length) {
          const spare = codes
            .filter((c) => c.usedCount === 0)
            .slice(0, codes.length - input.count)
            .map((c) => c.id);
          // usedCount = 0 again under the row's own check: a code taken meanwhile stays.
          const { count } = await tx.discountCode.deleteMany({ where: { id: { in: spare }, usedCount: 0 } });
          if (count !== spare.length) throw unprocessable(M.countBelowUsed(usedCodes), "campaign_count_below_used");
        }
      } else {
        const { count } = await tx.discountCode.updateMany({
          where: { campaignId: stored.id, usedCount: { lte: input.count } },
          data: { capacity: input.count },
        });
        if (!count) throw unprocessable(M.countBelowUsed(used), "campaign_count_below_used");
      }
      const campaign = await tx.discountCampaign.update({
        where: { id: stored.id },
        data: next,
        select: campaignSelect,
      });
      return (await campaignViews(tx, [campaign], now))[0];
    },
    { timeout: 20_000 },
  );
}
