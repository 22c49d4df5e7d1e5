import "server-only";
// What a leader-entered ticket holds — a place in the session, a place (and seat) in a vehicle, and
// extra items — claimed through the same database guards as an online sale (lib/tours/claim-capacity.ts:
// conditional `count + n <= capacity` updates; a seat is a SeatBooking row under its unique key), in
// the reservation code's lock order: session → vehicle → seat row → extra items. Call inside the
// transaction that holds the tour's row lock.
import type { Db } from "@/lib/db/client";
import type { AgeGroup, TransportType } from "@/lib/db/generated/enums";
import { ApiError, conflict, unprocessable } from "@/lib/http/errors";
import {
  claimExtraItem,
  claimSessionPlaces,
  claimVehiclePlaces,
  releaseExtraItem,
  releaseSessionPlaces,
  releaseVehiclePlaces,
} from "@/lib/tours/claim-capacity";
import { hasSeatMap, isSeatOnMap } from "@/lib/tours/seat-maps";
import { PASSENGER_MESSAGES as M } from "./messages";

export interface HoldExtra {
  extraItemId: number;
  title: string;
  unitPrice: bigint;
  number: number;
}

export interface Hold {
  sessionId: number;
  vehicleId: number | null;
  vehicleType: TransportType | null;
  seat: number | null;
  ageGroup: AgeGroup;
  extras: HoldExtra[];
}

/** The vehicle, seat and extra items asked for, checked against the tour (nothing is claimed yet). */
export async function resolveHold(
  tx: Db,
  tourId: number,
  input: {
    sessionId: number;
    vehicleId?: number;
    seat?: number;
    ageGroup?: AgeGroup;
    extras?: { extraItemId: number; count: number }[];
  },
): Promise<Hold> {
  const session = await tx.tourSession.findFirst({
    where: { id: input.sessionId, tourId },
    select: {
      id: true,
      vehicles: { select: { id: true, vehicleType: true, closedSeats: { select: { seatNumber: true } } } },
    },
  });
  if (!session) throw unprocessable(M.sessionUnknown, "session_unknown");
  let vehicle = null as (typeof session.vehicles)[number] | null;
  if (input.vehicleId !== undefined) {
    vehicle = session.vehicles.find((v) => v.id === input.vehicleId) ?? null;
    if (!vehicle) throw unprocessable(M.vehicleUnknown, "vehicle_unknown");
  } else if (session.vehicles.length === 1) vehicle = session.vehicles[0];
  else if (input.seat !== undefined) throw unprocessable(M.vehicleRequired, "vehicle_required");

  let seat: number | null = null;
  if (input.seat !== undefined) {
    if (!vehicle || !hasSeatMap(vehicle.vehicleType)) throw unprocessable(M.seatNotAllowed, "seat_not_allowed");
    if (!isSeatOnMap(vehicle.vehicleType, input.seat)) throw unprocessable(M.seatNotOnMap, "seat_not_on_map");
    if (vehicle.closedSeats.some((c) => c.seatNumber === input.seat)) throw conflict(M.seatClosed, "seat_closed");
    seat = input.seat;
  }

  const wanted = (input.extras ?? []).filter((e) => e.count > 0);
  const ids = wanted.map((e) => e.extraItemId);
  if (new Set(ids).size !== ids.length) throw unprocessable(M.extraItemRepeated, "extra_item_repeated");
  const items = ids.length ? await tx.tourExtraItem.findMany({ where: { tourId, id: { in: ids } } }) : [];
  const extras = wanted.map((e) => {
    const item = items.find((i) => i.id === e.extraItemId);
    if (!item) throw unprocessable(M.extraItemUnknown, "extra_item_unknown");
    return { extraItemId: item.id, title: item.title, unitPrice: item.price, number: e.count };
  });
  return {
    sessionId: session.id,
    vehicleId: vehicle?.id ?? null,
    vehicleType: vehicle?.vehicleType ?? null,
    seat,
    ageGroup: input.ageGroup ?? "Adult",
    extras,
  };
}

const takesVehiclePlace = (h: { vehicleId: number | null; seat: number | null; ageGroup: AgeGroup }) =>
  h.vehicleId !== null && !(h.ageGroup === "Infant" && h.seat === null);

/** Claims the hold for the passenger (its row exists): 409 with a Persian message when anything is full or taken. */
export async function claimHold(tx: Db, passengerId: number, hold: Hold): Promise<void> {
  if (!(await claimSessionPlaces(tx, hold.sessionId, 1))) throw conflict(M.sessionFull, "session_full");
  if (takesVehiclePlace(hold) && !(await claimVehiclePlaces(tx, hold.vehicleId!, 1)))
    throw conflict(M.vehicleFull, "vehicle_full");
  if (hold.seat !== null) {
    const inserted = await tx.seatBooking.createMany({
      data: [{ sessionId: hold.sessionId, vehicleId: hold.vehicleId!, seatNumber: hold.seat, passengerId }],
      skipDuplicates: true,
    });
    if (inserted.count !== 1) throw conflict(M.seatTaken, "seat_taken");
  }
  for (const e of [...hold.extras].sort((a, b) => a.extraItemId - b.extraItemId)) {
    if (!(await claimExtraItem(tx, e.extraItemId, e.number)))
      throw conflict(M.extraItemFull(e.title), "extra_item_full");
  }
  if (hold.extras.length) {
    await tx.passengerExtraItem.createMany({
      data: hold.extras.map((e) => ({
        passengerId,
        extraItemId: e.extraItemId,
        title: e.title,
        unitPrice: e.unitPrice,
        number: e.number,
      })),
    });
  }
}

/** Gives back what an active ticket holds (places, seat row, extra items and their rows). */
export async function releaseHold(
  tx: Db,
  passenger: { id: number; sessionId: number; vehicleId: number | null; seatNumber: number | null; ageGroup: AgeGroup },
): Promise<void> {
  await releaseSessionPlaces(tx, passenger.sessionId, 1);
  if (takesVehiclePlace({ vehicleId: passenger.vehicleId, seat: passenger.seatNumber, ageGroup: passenger.ageGroup })) {
    await releaseVehiclePlaces(tx, passenger.vehicleId!, 1);
  }
  await tx.seatBooking.deleteMany({ where: { passengerId: passenger.id } });
  const extras = await tx.passengerExtraItem.findMany({
    where: { passengerId: passenger.id },
    orderBy: { extraItemId: "asc" },
  });
  for (const e of extras) if (e.extraItemId) await releaseExtraItem(tx, e.extraItemId, e.number);
  await tx.passengerExtraItem.deleteMany({ where: { passengerId: passenger.id } });
}

/** A unique violation that slipped past the checks (a concurrent sale): the Persian 409. */
export function translateUniqueViolation(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if ((error as { code?: string })?.code === "P2002") {
    const text = JSON.stringify((error as { meta?: unknown }).meta ?? {}) + String((error as Error).message);
    if (/activeNationalKey/.test(text)) return conflict(M.alreadyRegistered, "already_registered");
    if (/vehicleId|seatNumber|SeatBooking/.test(text)) return conflict(M.seatTaken, "seat_taken");
  }
  return error;
}
