import "server-only";
// GET /api/tour/check-in/{sessionId}: what the phone keeps to check passengers in without a signal
// (components/checkin/checkin-store.ts): the session's vehicles, passengers with their boarding, and
// per ticket the hash of its signed QR value, so a scan is matched offline without the signing secret.
import { prisma } from "@/lib/db/client";
import { TRANSPORT_TITLES } from "@/lib/tours/options";
import { vehicleLabels } from "@/lib/tours/vehicle-labels";
import { codeHash, loadSessionPassengers, vehicleCounts } from "./manifest-passengers";
import { findCheckInSession } from "./session-access";

export async function loadCheckInManifest(userId: number, sessionId: number) {
  const session = await findCheckInSession(userId, sessionId);
  const passengers = await loadSessionPassengers(prisma, sessionId);
  const labels = vehicleLabels(session.vehicles.map((v) => ({ id: v.id, typeTitle: TRANSPORT_TITLES[v.vehicleType] })));
  const reservationIds = [...new Set(passengers.map((p) => p.reservationId))];
  return {
    sessionId: session.id,
    tourId: session.tourId,
    tourTitle: session.tour.title,
    startTime: session.startTime,
    generatedAt: new Date(),
    vehicles: session.vehicles.map((v) => ({
      id: v.id,
      title: labels.get(v.id) ?? TRANSPORT_TITLES[v.vehicleType],
      capacity: v.capacity,
    })),
    tickets: reservationIds.map((reservationId) => ({ reservationId, codeHash: codeHash(reservationId) })),
    passengers,
    counts: vehicleCounts(
      session.vehicles.map((v) => v.id),
      passengers,
    ),
  };
}
