import "server-only";
// PUT /api/tour/{tourId}/passengers/offline/{passengerId}: the whole offline ticket again. Its old
// hold is given back and the new one claimed in one transaction, so a full session or a taken seat
// leaves the ticket as it was.
import { prisma } from "@/lib/db/client";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { lockOwnedTour } from "@/lib/tours/access";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { findTourPassenger } from "./find-tour-passenger";
import { releaseHold, translateUniqueViolation } from "./holds";
import type { OfflinePassengerInput } from "./schemas";
import { writeOfflineTicket } from "./write-offline-ticket";

export async function updateOfflinePassenger(
  leaderId: number,
  tourId: number,
  passengerId: number,
  body: OfflinePassengerInput,
  now = new Date(),
) {
  try {
    const result = await prisma.$transaction(async (tx) => {
      await lockOwnedTour(tx, leaderId, tourId);
      const passenger = await findTourPassenger(tx, tourId, { id: passengerId }, "offline");
      await releaseHold(tx, passenger);
      return writeOfflineTicket(tx, tourId, leaderId, body, passenger.reservationId, now);
    }, RESERVATION_TX);
    expirePublicTourCache(publicTourTag(tourId));
    return result;
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}
