import "server-only";
// DELETE /api/Tour/{tourId}: a soft delete, only while nothing was sold (a sold tour is cancelled
// instead, which refunds its buyers).
import { unprocessable } from "@/lib/http/errors";
import { isTourSold, withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";

export async function deleteTour(leaderId: number, tourId: number) {
  await withOwnedTour(
    leaderId,
    tourId,
    async (tx) => {
      if (await isTourSold(tx, tourId)) throw unprocessable(M.deleteSold, "delete_sold");
      await tx.tour.update({
        where: { id: tourId },
        data: { deletedAt: new Date(), registrationOpen: false },
        select: { id: true },
      });
    },
    { allowCancelled: true },
  );
}
