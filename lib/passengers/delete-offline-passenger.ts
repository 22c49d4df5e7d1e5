import "server-only";
// DELETE /api/tour/{tourId}/passengers/offline/{passengerId} and
// DELETE /api/tour/{tourId}/vehicle/{vehicleId}/passengers/offline/seat/{seatNumber} (the offline
// passenger sitting in that seat): the ticket is removed and its place, seat and extra items come
// back. A commission charged for it (OfflinePlusCommission) stays charged (docs/tours.md).
import { prisma } from "@/lib/db/client";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { lockOwnedTour } from "@/lib/tours/access";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { findTourPassenger } from "./find-tour-passenger";
import { releaseHold } from "./holds";

export async function deleteOfflinePassenger(
  leaderId: number,
  tourId: number,
  key: { id: number } | { vehicleId: number; seatNumber: number },
) {
  const result = await prisma.$transaction(async (tx) => {
    await lockOwnedTour(tx, leaderId, tourId);
    const passenger = await findTourPassenger(tx, tourId, key, "offline");
    await releaseHold(tx, passenger);
    await tx.passenger.update({
      where: { id: passenger.id },
      data: { status: "Cancelled", activeNationalKey: null, cancelledAt: new Date() },
      select: { id: true },
    });
    await tx.reservation.update({
      where: { id: passenger.reservationId },
      data: { status: "Cancelled" },
      select: { id: true },
    });
    return { id: passenger.id, deleted: true };
  }, RESERVATION_TX);
  expirePublicTourCache(publicTourTag(tourId));
  return result;
}
