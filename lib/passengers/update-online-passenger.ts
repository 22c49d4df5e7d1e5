import "server-only";
// PUT /api/tour/{tourId}/passenger/{passengerId}: the leader corrects an online passenger's details
// (names, mobile, national id, email, phone, note) and moves them to another vehicle or seat of the
// same session. The price stays as paid. A move gives the old vehicle place and seat back and claims
// the new ones through the same guards as a sale, in one transaction.
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { RESERVATION_TX } from "@/lib/reservations/constants";
import { activeNationalKey } from "@/lib/reservations/statuses";
import { lockOwnedTour } from "@/lib/tours/access";
import { claimVehiclePlaces, releaseVehiclePlaces } from "@/lib/tours/claim-capacity";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { findTourPassenger } from "./find-tour-passenger";
import { resolveHold, translateUniqueViolation } from "./holds";
import { PASSENGER_MESSAGES as M } from "./messages";
import type { OnlinePassengerEdit } from "./schemas";

export async function updateOnlinePassenger(
  leaderId: number,
  tourId: number,
  passengerId: number,
  body: OnlinePassengerEdit,
) {
  try {
    const result = await prisma.$transaction(async (tx) => {
      await lockOwnedTour(tx, leaderId, tourId);
      const p = await findTourPassenger(tx, tourId, { id: passengerId }, "online");
      const key = activeNationalKey(p.sessionId, body.nationalId);
      if (key !== p.activeNationalKey && (await tx.passenger.count({ where: { activeNationalKey: key } })))
        throw conflict(M.alreadyRegistered, "already_registered");

      const vehicleId = body.vehicleId ?? p.vehicleId ?? undefined;
      const seat =
        body.seatNumber ??
        (body.vehicleId !== undefined && body.vehicleId !== p.vehicleId ? undefined : (p.seatNumber ?? undefined));
      const moved = vehicleId !== (p.vehicleId ?? undefined) || seat !== (p.seatNumber ?? undefined);
      let placement = { vehicleId: p.vehicleId, vehicleType: p.vehicleType, seatNumber: p.seatNumber };
      if (moved) {
        const hold = await resolveHold(tx, tourId, { sessionId: p.sessionId, vehicleId, seat, ageGroup: p.ageGroup });
        const takes = (v: number | null, s: number | null) => v !== null && !(p.ageGroup === "Infant" && s === null);
        if (takes(p.vehicleId, p.seatNumber)) await releaseVehiclePlaces(tx, p.vehicleId!, 1);
        await tx.seatBooking.deleteMany({ where: { passengerId: p.id } });
        if (takes(hold.vehicleId, hold.seat) && !(await claimVehiclePlaces(tx, hold.vehicleId!, 1)))
          throw conflict(M.vehicleFull, "vehicle_full");
        if (hold.seat !== null) {
          const inserted = await tx.seatBooking.createMany({
            data: [{ sessionId: p.sessionId, vehicleId: hold.vehicleId!, seatNumber: hold.seat, passengerId: p.id }],
            skipDuplicates: true,
          });
          if (inserted.count !== 1) throw conflict(M.seatTaken, "seat_taken");
        }
        placement = { vehicleId: hold.vehicleId, vehicleType: hold.vehicleType, seatNumber: hold.seat };
      }
      await tx.passenger.update({
        where: { id: p.id },
        data: {
          firstName: body.firstName,
          lastName: body.lastName,
          mobile: body.mobile,
          nationalId: body.nationalId,
          activeNationalKey: key,
          email: body.email ?? null,
          phone: body.phone ?? null,
          description: body.description ?? null,
          ...placement,
        },
        select: { id: true },
      });
      return { id: p.id, ...placement };
    }, RESERVATION_TX);
    expirePublicTourCache(publicTourTag(tourId));
    return result;
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}
