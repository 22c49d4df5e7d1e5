import "server-only";
// POST /api/Tour/{tourId}/cancel: the tour stops selling and is marked Cancelled with its reason;
// onTourCancelled records the event in the same transaction, so it cannot be lost. What it means for
// the buyers (refunds, SMS) is lib/refunds' business: lib/wiring/cancel-tour-and-refund.ts runs it
// right after, and the job worker picks up any event left unprocessed.
import { badRequest, unprocessable } from "@/lib/http/errors";
import { withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { onTourCancelled } from "./on-tour-cancelled";

export async function cancelTour(
  leaderId: number,
  tourId: number,
  input: { reason: number; description: string | null },
) {
  return withOwnedTour(
    leaderId,
    tourId,
    async (tx, tour) => {
      if (tour.status === "Cancelled") throw unprocessable(M.alreadyCancelled, "already_cancelled");
      if (!(await tx.cancellationReason.count({ where: { id: input.reason } })))
        throw badRequest(M.unknownReason, "unknown_reason");
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
}
