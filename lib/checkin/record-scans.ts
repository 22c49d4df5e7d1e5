import "server-only";
// POST /api/tour/check-in/{sessionId}: boards the passengers of each scanned ticket (or the one picked
// from the search). The QR value is verified here (lib/tickets/check-in-code.ts: HMAC with the server's
// secret), so a value made from a tracking code is "invalid". Idempotent: one CheckIn row per
// passenger; a repeated or replayed scan answers "already" and changes nothing, except that an
// earlier scan arriving later (a phone that was offline) moves boardedAt back to it, so the phones of
// two guides and the server end with the same row whatever order the scans came in.
import { prisma } from "@/lib/db/client";
import { readCheckInCode } from "@/lib/tickets/check-in-code";
import type { ScanOutcome } from "./constants";
import { loadSessionPassengers, vehicleCounts, type ManifestPassenger } from "./manifest-passengers";
import { CHECKIN_MESSAGES } from "./messages";
import { findCheckInSession, type CheckInSession } from "./session-access";

export interface Scan {
  ticketCode?: string;
  passengerId?: number;
  scannedAt?: Date;
}

/** The phone's clock may be wrong: a scan is never later than now; one from over a week ago is taken as now. */
const MAX_SCAN_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function boardingTime(scannedAt: Date | undefined, now: Date): Date {
  if (!scannedAt || scannedAt > now || now.getTime() - scannedAt.getTime() > MAX_SCAN_AGE_MS) return now;
  return scannedAt;
}

interface Target {
  outcome?: ScanOutcome;
  reservationId: number | null;
  otherSessionStart: Date | null;
  passengers: ManifestPassenger[];
}

async function otherSession(session: CheckInSession, tourId: number, otherSessionId: number) {
  // Only a session of the same tour is named; another tour's ticket says no more than "not this session".
  if (tourId !== session.tourId) return null;
  const other = await prisma.tourSession.findUnique({ where: { id: otherSessionId }, select: { startTime: true } });
  return other?.startTime ?? null;
}

async function findTarget(session: CheckInSession, scan: Scan): Promise<Target> {
  const none = { reservationId: null, otherSessionStart: null, passengers: [] };
  if (scan.ticketCode !== undefined) {
    const reservationId = readCheckInCode(scan.ticketCode);
    if (reservationId === null) return { ...none, outcome: "invalid" };
    const reservation = await prisma.reservation.findUnique({
      where: { id: reservationId },
      select: { sessionId: true, tourId: true },
    });
    if (!reservation) return { ...none, outcome: "invalid" };
    if (reservation.sessionId !== session.id) {
      return {
        ...none,
        outcome: "wrong_session",
        otherSessionStart: await otherSession(session, reservation.tourId, reservation.sessionId),
      };
    }
    const passengers = await loadSessionPassengers(prisma, session.id, { reservationId });
    return passengers.length
      ? { reservationId, otherSessionStart: null, passengers }
      : { ...none, reservationId, outcome: "invalid" };
  }
  const passengers = await loadSessionPassengers(prisma, session.id, { id: scan.passengerId });
  if (passengers.length) return { reservationId: passengers[0].reservationId, otherSessionStart: null, passengers };
  const elsewhere = await prisma.passenger.findUnique({
    where: { id: scan.passengerId },
    select: { sessionId: true, reservation: { select: { tourId: true } } },
  });
  if (elsewhere && elsewhere.reservation.tourId === session.tourId) {
    return {
      ...none,
      outcome: "wrong_session",
      otherSessionStart: await otherSession(session, session.tourId, elsewhere.sessionId),
    };
  }
  return { ...none, outcome: "invalid" };
}

/** Inserts the row, or moves it to an earlier scan; true when this call boarded the passenger. */
async function board(passengerId: number, sessionId: number, boardedAt: Date, userId: number): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ inserted: boolean }[]>`
    INSERT INTO "CheckIn" ("passengerId", "sessionId", "boardedAt", "boardedById")
    VALUES (${passengerId}, ${sessionId}, ${boardedAt}, ${userId})
    ON CONFLICT ("passengerId") DO UPDATE SET "boardedAt" = EXCLUDED."boardedAt", "boardedById" = EXCLUDED."boardedById"
      WHERE EXCLUDED."boardedAt" < "CheckIn"."boardedAt"
    RETURNING (xmax = 0) AS "inserted"`;
  return rows[0]?.inserted === true;
}

async function recordScan(session: CheckInSession, scan: Scan, userId: number, now: Date) {
  const target = await findTarget(session, scan);
  let outcome = target.outcome;
  let passengers = target.passengers;
  if (!outcome) {
    const boardable = passengers.filter((p) => p.state === "active");
    if (!boardable.length) outcome = passengers.some((p) => p.state === "unpaid") ? "unpaid" : "cancelled";
    else {
      const at = boardingTime(scan.scannedAt, now);
      let boardedNow = false;
      for (const p of boardable) boardedNow = (await board(p.id, session.id, at, userId)) || boardedNow;
      outcome = boardedNow ? "boarded" : "already";
      const where =
        scan.ticketCode !== undefined ? { reservationId: target.reservationId ?? undefined } : { id: scan.passengerId };
      passengers = await loadSessionPassengers(prisma, session.id, where);
    }
  }
  return {
    outcome,
    message: CHECKIN_MESSAGES[outcome],
    reservationId: target.reservationId,
    otherSessionStart: target.otherSessionStart,
    passengers: passengers.map((p) => ({
      id: p.id,
      fullName: p.fullName,
      vehicleId: p.vehicleId,
      seatNumber: p.seatNumber,
      state: p.state,
      boardedAt: p.boardedAt,
      boardedByName: p.boardedByName,
      owesInstallments: p.owesInstallments,
    })),
  };
}

export async function recordCheckInScans(userId: number, sessionId: number, scans: Scan[], now = new Date()) {
  const session = await findCheckInSession(userId, sessionId);
  const results = [];
  // One at a time: a batch from an offline queue may name one ticket twice, and the second must see the first.
  for (const scan of scans) results.push(await recordScan(session, scan, userId, now));
  const passengers = await loadSessionPassengers(prisma, sessionId);
  return {
    results,
    counts: vehicleCounts(
      session.vehicles.map((v) => v.id),
      passengers,
    ),
  };
}
