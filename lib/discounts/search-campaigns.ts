import "server-only";
// GET /api/Discounts/Get: the caller's campaigns, newest first, 10 a page. Start/End bound the
// creation time; IsDeleted defaults to false (deleted campaigns only when asked for).
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { campaignSelect, campaignViews } from "./campaign-view";
import { searchSpellings } from "@/lib/format";

export interface CampaignSearch {
  "Resource.IsActive"?: boolean;
  "Resource.IsDeleted"?: boolean;
  "Resource.Start"?: Date;
  "Resource.End"?: Date;
  "Resource.Title"?: string;
  Page: number;
  PageSize: number;
}

export async function searchCampaigns(leaderId: number, q: CampaignSearch) {
  const where: Prisma.DiscountCampaignWhereInput = {
    leaderId,
    deletedAt: q["Resource.IsDeleted"] ? { not: null } : null,
    ...(q["Resource.IsActive"] !== undefined ? { isActive: q["Resource.IsActive"] } : {}),
    ...(q["Resource.Title"]
      ? {
          OR: searchSpellings(q["Resource.Title"]).map((t) => ({
            title: { contains: t, mode: "insensitive" as const },
          })),
        }
      : {}),
    ...(q["Resource.Start"] || q["Resource.End"]
      ? { createdAt: { gte: q["Resource.Start"], lte: q["Resource.End"] } }
      : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.discountCampaign.findMany({ where, select: campaignSelect, orderBy: { id: "desc" }, ...pageWindow(q) }),
    prisma.discountCampaign.count({ where }),
  ]);
  return toPaged(await campaignViews(prisma, rows), total, q.PageSize);
}
