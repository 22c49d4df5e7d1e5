import "server-only";
// POST /api/tour/{tourId}/passengers/offline: the leader enters a passenger who paid outside the
// platform (cash or card). The ticket takes a place, a seat and extra items through the same guards
// as an online sale (./holds.ts) in one transaction under the tour's row lock: never oversold, a
// taken seat is a Persian 409, and nothing is written when anything is refused. It is a reservation
// of its own (payment method Offline or OfflinePlusCommission, no bill, status OfflinePayment); with
// OfflinePlusCommission the platform's commission on totalPay is charged to the leader's wallet in
// the same transaction (OfflineSalesCommission).
import { prisma } from "@/lib/db/client";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { lockOwnedTour } from "@/lib/tours/access";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { translateUniqueViolation } from "./holds";
import type { OfflinePassengerInput } from "./schemas";
import { writeOfflineTicket } from "./write-offline-ticket";

export async function addOfflinePassenger(
  leaderId: number,
  tourId: number,
  body: OfflinePassengerInput,
  now = new Date(),
) {
  try {
    const result = await prisma.$transaction(async (tx) => {
      await lockOwnedTour(tx, leaderId, tourId);
      return writeOfflineTicket(tx, tourId, leaderId, body, null, now);
    }, RESERVATION_TX);
    expirePublicTourCache(publicTourTag(tourId));
    return result;
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}
