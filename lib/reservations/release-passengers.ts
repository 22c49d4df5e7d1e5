import "server-only";
// Gives back what tickets held — places in the session and vehicles, seat rows, extra items, and
// (for a reservation released unpaid) the discount use — and marks them with their final status.
// Lock order as in reserve.ts: the reservation row, then the session, vehicles, seat rows, extra
// items, discount. Only tickets still active are released, so running it twice changes nothing.
import type { Db } from "@/lib/db/client";
import type { TicketStatus } from "@/lib/db/generated/enums";
import { releaseReservationDiscount } from "@/lib/discounts/reservation-discount";
import { cancelInstallments } from "@/lib/installments/cancel-installments";
import { ACTIVE_STATUSES } from "./statuses";

export interface ReleaseOptions {
  /** Only these tickets of the reservation (all active ones when absent). */
  passengerIds?: number[];
  status: TicketStatus;
  /** The reservation was never paid: its discount use comes back too. */
  releaseDiscount?: boolean;
  refundId?: number;
  now?: Date;
}

export async function lockReservation(tx: Db, reservationId: number) {
  await tx.$queryRaw`SELECT id FROM "Reservation" WHERE id = ${reservationId} FOR UPDATE`;
}

/** The released tickets (those that were active); empty when there was nothing to release. */
export async function releasePassengers(tx: Db, reservationId: number, options: ReleaseOptions) {
  const now = options.now ?? new Date();
  await lockReservation(tx, reservationId);
  const reservation = await tx.reservation.findUniqueOrThrow({
    where: { id: reservationId },
    select: { sessionId: true, tourId: true, discountId: true, campaignCodeId: true },
  });
  const passengers = await tx.passenger.findMany({
    where: {
      reservationId,
      status: { in: ACTIVE_STATUSES },
      ...(options.passengerIds ? { id: { in: options.passengerIds } } : {}),
    },
    include: { extraItems: true },
    orderBy: { id: "asc" },
  });
  if (!passengers.length) return [];
  const ids = passengers.map((p) => p.id);

  await tx.$executeRaw`UPDATE "TourSession" SET "bookedCount" = "bookedCount" - ${passengers.length} WHERE id = ${reservation.sessionId}`;

  const perVehicle = new Map<number, number>();
  for (const p of passengers) {
    const takesPlace = p.vehicleId !== null && !(p.ageGroup === "Infant" && p.seatNumber === null);
    if (takesPlace) perVehicle.set(p.vehicleId!, (perVehicle.get(p.vehicleId!) ?? 0) + 1);
  }
  for (const [vehicleId, count] of [...perVehicle].sort((a, b) => a[0] - b[0])) {
    await tx.$executeRaw`UPDATE "Vehicle" SET "bookedCount" = "bookedCount" - ${count} WHERE id = ${vehicleId}`;
  }
  await tx.seatBooking.deleteMany({ where: { passengerId: { in: ids } } });

  const perItem = new Map<number, number>();
  for (const p of passengers)
    for (const e of p.extraItems)
      if (e.extraItemId) perItem.set(e.extraItemId, (perItem.get(e.extraItemId) ?? 0) + e.number);
  for (const [itemId, count] of [...perItem].sort((a, b) => a[0] - b[0])) {
    await tx.$executeRaw`UPDATE "TourExtraItem" SET "soldCount" = "soldCount" - ${count} WHERE id = ${itemId}`;
  }
  if (options.releaseDiscount) await releaseReservationDiscount(tx, reservation);

  const cancelled = options.status === "Cancelled";
  await tx.passenger.updateMany({
    where: { id: { in: ids } },
    data: {
      status: options.status,
      activeNationalKey: null,
      ...(cancelled ? { cancelledAt: now } : {}),
      ...(options.refundId ? { refundId: options.refundId } : {}),
    },
  });
  const stillActive = await tx.passenger.count({ where: { reservationId, status: { in: ACTIVE_STATUSES } } });
  if (!stillActive) {
    await tx.reservation.update({
      where: { id: reservationId },
      data: { status: options.status },
      select: { id: true },
    });
    await cancelInstallments(tx, reservationId, now);
  }
  return passengers;
}
