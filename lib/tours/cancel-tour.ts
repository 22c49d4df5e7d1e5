import "server-only";
// POST /api/Tour/{tourId}/cancel: the tour stops selling and is marked Cancelled with its reason;
// onTourCancelled runs in the same transaction, so the event cannot be lost.
import { badRequest, unprocessable } from "@/lib/http/errors";
import { withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { onTourCancelled } from "./on-tour-cancelled";
import { processTourEvents } from "@/lib/refunds/refund-cancelled-tour";

export async function cancelTour(leaderId: number, tourId: number, input: { reason: number; description: string | null }) {
  const cancelled = await withOwnedTour(
    leaderId,
    tourId,
    async (tx, tour) => {
      if (tour.status === "Cancelled") throw unprocessable(M.alreadyCancelled);
      if (!(await tx.cancellationReason.count({ where: { id: input.reason } }))) throw badRequest(M.unknownReason);
      await tx.tour.update({
        where: { id: tourId },
        data: {
          status: "Cancelled",
          registrationOpen: false,
          cancelledAt: new Date(),
          cancellationReasonId: input.reason,
          cancellationDescription: input.description,
        },
        select: { id: true },
      });
      await onTourCancelled(tx, tourId);
      return { id: tourId, status: "Cancelled" as const };
    },
    { allowCancelled: true },
  );
  // After the commit: refund the buyers now; what fails here stays for the sweeper (the event row).
  await processTourEvents({ tourId });
  return cancelled;
}
