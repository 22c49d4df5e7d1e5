import "server-only";
// PUT /api/Tour/{tourId}/sale-website/visibility: whether the leader's sale website lists the tour.
import { withOwnedTour } from "./access";

export async function setSaleWebsiteVisibility(leaderId: number, tourId: number, visibility: boolean) {
  return withOwnedTour(
    leaderId,
    tourId,
    async (tx) => {
      await tx.tour.update({ where: { id: tourId }, data: { visibleOnSaleWebsite: visibility }, select: { id: true } });
      return { visibility };
    },
    { allowCancelled: true },
  );
}
