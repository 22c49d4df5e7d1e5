import "server-only";
// Seats of a vehicle: GET .../vehicle/{vehicleId}/seats (anyone, for a published tour; the owner
// also for a draft) and POST .../close-seat/{seatNumber} (owner; toggles the seat closed/open).
// A seat is taken while an active ticket holds its SeatBooking row (lib/reservations).
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { placesLeft, vehiclePlacesLeft } from "@/lib/shared/places-left";
import { withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { TRANSPORT_TITLES } from "./options";
import { isSeatOnMap, seatLayout } from "./seat-maps";

export type SeatState = "free" | "closed" | "taken";

export async function getVehicleSeats(tourId: number, vehicleId: number, callerId: number | null) {
  const vehicle = await prisma.vehicle.findFirst({
    where: {
      id: vehicleId,
      session: {
        tourId,
        tour: { deletedAt: null, OR: [{ isDraft: false }, ...(callerId ? [{ leaderId: callerId }] : [])] },
      },
    },
    include: {
      closedSeats: { select: { seatNumber: true } },
      seatBookings: { select: { seatNumber: true } },
      session: { select: { capacity: true, bookedCount: true } },
    },
  });
  if (!vehicle) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const layout = seatLayout(vehicle.vehicleType);
  const closed = new Set(vehicle.closedSeats.map((s) => s.seatNumber));
  const taken = new Set(vehicle.seatBookings.map((s) => s.seatNumber));
  // The session's capacity bounds every vehicle in it (a 40-person session on a 44-seat bus): once
  // it is sold out no seat is offered, whatever the bus still has (the reservation refuses it too).
  const left = Math.min(
    vehiclePlacesLeft({ capacity: vehicle.capacity, bookedCount: vehicle.bookedCount, closedSeats: closed.size }),
    placesLeft(vehicle.session.capacity, vehicle.session.bookedCount),
  );
  const stateOf = (n: number): SeatState => (taken.has(n) ? "taken" : closed.has(n) || left === 0 ? "closed" : "free");
  const seats = layout
    ? Array.from({ length: layout.seatCount }, (_, i) => ({ seatNumber: i + 1, state: stateOf(i + 1) }))
    : [];
  return {
    vehicleId: vehicle.id,
    vehicleType: vehicle.vehicleType,
    typeTitle: TRANSPORT_TITLES[vehicle.vehicleType],
    busPassengersCanChooseTheirSeat: vehicle.busPassengersCanChooseTheirSeat,
    capacity: vehicle.capacity,
    sides: layout?.sides ?? null,
    rows: layout?.rows ?? [],
    seats,
    placesLeft: left,
  };
}

export function toggleClosedSeat(leaderId: number, tourId: number, vehicleId: number, seatNumber: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const vehicle = await tx.vehicle.findFirst({
      where: { id: vehicleId, session: { tourId } },
      select: { vehicleType: true },
    });
    if (!vehicle) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    if (!seatLayout(vehicle.vehicleType)) throw unprocessable(M.noSeatMap, "no_seat_map");
    if (!isSeatOnMap(vehicle.vehicleType, seatNumber)) throw unprocessable(M.seatNotOnMap, "seat_not_on_map");
    if (await tx.seatBooking.count({ where: { vehicleId, seatNumber } }))
      throw unprocessable(M.seatTaken, "seat_taken");
    const { count } = await tx.vehicleClosedSeat.deleteMany({ where: { vehicleId, seatNumber } });
    if (!count) await tx.vehicleClosedSeat.create({ data: { vehicleId, seatNumber }, select: { id: true } });
    return { vehicleId, seatNumber, closed: count === 0 };
  });
}
