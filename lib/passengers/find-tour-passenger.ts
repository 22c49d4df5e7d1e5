import "server-only";
// A ticket of the caller's tour, locked (its reservation row FOR UPDATE, as every release path does):
// 404 with the spec's message when the tour is another leader's or the passenger is not on it.
import type { Db } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { lockReservation } from "@/lib/reservations/release-passengers";
import { PASSENGER_MESSAGES as M } from "./messages";

export const OFFLINE_METHODS = ["Offline", "OfflinePlusCommission"] as const;

export async function findTourPassenger(
  tx: Db,
  tourId: number,
  where: { id: number } | { vehicleId: number; seatNumber: number },
  kind: "offline" | "online",
) {
  const found =
    "id" in where
      ? await tx.passenger.findFirst({
          where: { id: where.id, reservation: { tourId } },
          select: { id: true, reservationId: true },
        })
      : await tx.passenger.findFirst({
          where: {
            seatBooking: { vehicleId: where.vehicleId, seatNumber: where.seatNumber },
            reservation: { tourId, paymentMethod: { in: [...OFFLINE_METHODS] } },
          },
          select: { id: true, reservationId: true },
        });
  if (!found)
    throw "id" in where
      ? notFound(M.notFound, "passenger_not_found")
      : notFound(M.noOfflineInSeat, "no_offline_passenger_in_seat");
  await lockReservation(tx, found.reservationId);
  const passenger = await tx.passenger.findUniqueOrThrow({
    where: { id: found.id },
    include: { reservation: { select: { paymentMethod: true } } },
  });
  const offline = (OFFLINE_METHODS as readonly string[]).includes(passenger.reservation.paymentMethod);
  if (kind === "offline" && !offline) throw unprocessable(M.notOffline, "not_offline_passenger");
  if (kind === "online" && offline) throw unprocessable(M.notOnline, "not_online_passenger");
  if (passenger.activeNationalKey === null) throw unprocessable(M.notActive, "passenger_not_active");
  return passenger;
}
