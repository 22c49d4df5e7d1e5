import "server-only";
// Vehicles of a tour's sessions (POST/PUT/DELETE /api/Tour/{tourId}/Vehicle). A vehicle with sold
// seats stays as it is: its type, seat choice and price are what the buyers paid for.
import type { Db } from "@/lib/db/client";
import type { TransportType } from "@/lib/db/generated/enums";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { TRANSPORT_TITLES } from "./options";
import { seatLayout } from "./seat-maps";
import { vehicleColumns } from "./tour-columns";
import { vehiclePlacesLeft } from "@/lib/shared/places-left";

export interface VehicleInput {
  sessionId: number;
  vehicleType: TransportType;
  busPassengersCanChooseTheirSeat: boolean;
  price: number;
  capacity: number | null;
}

export function vehicleView(v: {
  id: number;
  sessionId: number;
  vehicleType: TransportType;
  busPassengersCanChooseTheirSeat: boolean;
  price: bigint;
  capacity: number;
  bookedCount: number;
  closedSeats?: number;
}) {
  return {
    id: v.id,
    sessionId: v.sessionId,
    vehicleType: v.vehicleType,
    typeTitle: TRANSPORT_TITLES[v.vehicleType],
    busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
    price: v.price,
    capacity: v.capacity,
    remainingCapacity: vehiclePlacesLeft({ ...v, closedSeats: v.closedSeats ?? 0 }),
    editable: v.bookedCount === 0,
  };
}

async function sessionOfTour(tx: Db, tourId: number, sessionId: number) {
  const session = await tx.tourSession.findFirst({
    where: { id: sessionId, tourId },
    select: { id: true, capacity: true },
  });
  if (!session) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return session;
}

export function addVehicle(leaderId: number, tourId: number, input: VehicleInput) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const session = await sessionOfTour(tx, tourId, input.sessionId);
    const vehicle = await tx.vehicle.create({
      data: { sessionId: session.id, ...vehicleColumns(input, session.capacity) },
    });
    return vehicleView(vehicle);
  });
}

export function updateVehicle(leaderId: number, tourId: number, vehicleId: number, input: VehicleInput) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const vehicle = await tx.vehicle.findFirst({ where: { id: vehicleId, session: { tourId } } });
    if (!vehicle) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const session = await sessionOfTour(tx, tourId, input.sessionId);
    const columns = vehicleColumns(input, session.capacity);
    const changed =
      session.id !== vehicle.sessionId ||
      columns.vehicleType !== vehicle.vehicleType ||
      columns.busPassengersCanChooseTheirSeat !== vehicle.busPassengersCanChooseTheirSeat ||
      columns.price !== vehicle.price;
    if (vehicle.bookedCount > 0 && changed) throw unprocessable(M.soldVehicleChanged, "sold_vehicle_changed");
    if (columns.capacity < vehicle.bookedCount)
      throw unprocessable(M.capacityBelowBooked(vehicle.bookedCount), "capacity_below_booked");
    const { count } = await tx.vehicle.updateMany({
      where: { id: vehicleId, bookedCount: changed ? 0 : { lte: columns.capacity } },
      data: { sessionId: session.id, ...columns },
    });
    if (!count) throw unprocessable(M.soldVehicleChanged, "sold_vehicle_changed");
    await tx.vehicleClosedSeat.deleteMany({
      where: { vehicleId, seatNumber: { gt: seatLayout(columns.vehicleType)?.seatCount ?? 0 } },
    });
    const closedSeats = await tx.vehicleClosedSeat.count({ where: { vehicleId } });
    return vehicleView({ ...vehicle, sessionId: session.id, ...columns, closedSeats });
  });
}

export function deleteVehicle(leaderId: number, tourId: number, vehicleId: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const vehicle = await tx.vehicle.findFirst({ where: { id: vehicleId, session: { tourId } }, select: { id: true } });
    if (!vehicle) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const { count } = await tx.vehicle.deleteMany({ where: { id: vehicleId, bookedCount: 0 } });
    if (!count) throw unprocessable(M.soldVehicleChanged, "sold_vehicle_changed");
  });
}
