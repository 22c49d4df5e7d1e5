import "server-only";
// A campaign as the calls answer it, with its use figures summed over its codes (one grouped
// query for a whole page of campaigns).
import type { Db } from "@/lib/db/client";
import type { DiscountCampaign } from "@/lib/db/generated/client";

export type CampaignRow = Pick<
  DiscountCampaign,
  | "id"
  | "title"
  | "isGeneratedBySystem"
  | "endTime"
  | "count"
  | "price"
  | "percent"
  | "isActive"
  | "deletedAt"
  | "createdAt"
>;

export async function campaignViews(db: Db, campaigns: CampaignRow[], now = new Date()) {
  const ids = campaigns.map((c) => c.id);
  const [sums, shared] = await Promise.all([
    ids.length
      ? db.discountCode.groupBy({
          by: ["campaignId"],
          where: { campaignId: { in: ids } },
          _sum: { usedCount: true, capacity: true },
        })
      : [],
    ids.length
      ? db.discountCode.findMany({
          where: { campaignId: { in: ids }, campaign: { isGeneratedBySystem: false } },
          select: { campaignId: true, code: true },
        })
      : [],
  ]);
  const sumOf = new Map(sums.map((s) => [s.campaignId, s._sum]));
  const codeOf = new Map(shared.map((s) => [s.campaignId, s.code]));
  return campaigns.map((c) => {
    const used = sumOf.get(c.id)?.usedCount ?? 0;
    const total = sumOf.get(c.id)?.capacity ?? 0;
    return {
      id: c.id,
      title: c.title,
      isGeneratedBySystem: c.isGeneratedBySystem,
      code: codeOf.get(c.id) ?? null,
      endTime: c.endTime,
      count: c.count,
      price: c.price,
      percent: c.percent,
      isActive: c.isActive,
      isDeleted: c.deletedAt !== null,
      isExpired: c.endTime <= now,
      usedCount: used,
      totalCount: total,
      remainCount: Math.max(0, total - used),
      createdAt: c.createdAt,
    };
  });
}

export const campaignSelect = {
  id: true,
  title: true,
  isGeneratedBySystem: true,
  endTime: true,
  count: true,
  price: true,
  percent: true,
  isActive: true,
  deletedAt: true,
  createdAt: true,
} as const;
