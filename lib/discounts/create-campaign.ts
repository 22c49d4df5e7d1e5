import "server-only";
// POST /api/Discounts/Create: a campaign with its codes, in one transaction. Generated: `count`
// random single-use codes; otherwise the leader's code, usable `count` times.
import { prisma, type Db } from "@/lib/db/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { campaignSelect, campaignViews } from "./campaign-view";
import { newCampaignCodes } from "./codes";
import { DISCOUNT_MESSAGES as M } from "./messages";
import type { CampaignInput } from "./schemas";

export function campaignColumns(input: CampaignInput) {
  return {
    title: input.title,
    isGeneratedBySystem: input.isGeneratedBySystem,
    endTime: input.endTime,
    count: input.count,
    price: input.price === undefined || input.price === null ? null : BigInt(input.price),
    percent: input.percent ?? null,
  };
}

/** Inserts `count` generated codes (or the one shared code) of a campaign; a taken code is a 409. */
export async function insertCampaignCodes(
  tx: Db,
  leaderId: number,
  campaignId: number,
  input: { isGeneratedBySystem: boolean; count: number; code?: string },
) {
  if (!input.isGeneratedBySystem) {
    const taken = await tx.discountCode.count({ where: { leaderId, code: input.code! } });
    if (taken) throw conflict(M.codeTaken, "discount_code_taken");
    await tx.discountCode.create({
      data: { campaignId, leaderId, code: input.code!, capacity: input.count },
      select: { id: true },
    });
    return;
  }
  // Collisions with earlier codes are possible but rare (31^8 codes): draw again for those.
  let missing = input.count;
  while (missing > 0) {
    const { count } = await tx.discountCode.createMany({
      data: newCampaignCodes(missing).map((code) => ({ campaignId, leaderId, code, capacity: 1 })),
      skipDuplicates: true,
    });
    missing -= count;
  }
}

export function assertFuture(endTime: Date, now: Date) {
  if (endTime <= now) throw unprocessable(M.endTimePast, "campaign_end_past");
}

export async function createCampaign(leaderId: number, input: CampaignInput, now = new Date()) {
  assertFuture(input.endTime, now);
  return prisma.$transaction(
    async (tx) => {
      const campaign = await tx.discountCampaign.create({
        data: { leaderId, ...campaignColumns(input) },
        select: campaignSelect,
      });
      await insertCampaignCodes(tx, leaderId, campaign.id, input);
      return (await campaignViews(tx, [campaign], now))[0];
    },
    { timeout: 20_000 },
  );
}
