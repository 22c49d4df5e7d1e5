import "server-only";
// GET /api/Discounts/GetTourDiscounts/{tourId}: the campaigns chosen for one of the caller's tours.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { campaignSelect, campaignViews } from "./campaign-view";
import { selectable } from "./get-available-campaigns";

export async function getTourCampaigns(leaderId: number, tourId: number) {
  const tour = await prisma.tour.findFirst({ where: { id: tourId, leaderId, deletedAt: null }, select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const rows = await prisma.discountCampaign.findMany({
    where: { deletedAt: null, tours: { some: { tourId } } },
    select: campaignSelect,
    orderBy: { id: "asc" },
  });
  return (await campaignViews(prisma, rows)).map(selectable);
}
