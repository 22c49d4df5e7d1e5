import "server-only";
// PUT /api/Tour/{tourId}/sale-website/visibility: how the leader's sale website shows the tour
// (Hidden, Shown or Featured); the site's cached pages are expired at once.
import type { TourVisibility } from "@/lib/db/generated/enums";
import { withOwnedTour } from "./access";
import { expireSiteOfLeader } from "./public-tour-cache";

export async function setSaleWebsiteVisibility(leaderId: number, tourId: number, visibility: TourVisibility) {
  return withOwnedTour(
    leaderId,
    tourId,
    async (tx) => {
      await tx.tour.update({ where: { id: tourId }, data: { visibility }, select: { id: true } });
      expireSiteOfLeader(leaderId);
      return { visibility };
    },
    { allowCancelled: true },
  );
}
