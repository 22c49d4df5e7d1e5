import "server-only";
// The passengers a check-in sees in one session: every ticket holding a place, and the cancelled
// ones (so a cancelled ticket is recognised and refused, online and offline). Tickets released
// unpaid (expired holds, refused transfers) are not anyone's to board and are left out. A ticket sold
// in installments with one still unpaid is flagged, so the screen warns (online and offline).
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { TicketStatus } from "@/lib/db/generated/enums";
import { ACTIVE_STATUSES, isConfirmed, isPending } from "@/lib/shared/ticket-statuses";
import { checkInCode } from "@/lib/tickets/check-in-code";
import type { ManifestState } from "./constants";

const CANCELLED: TicketStatus[] = ["Cancelled", "ClosedByTourLeader"];

export function manifestState(status: TicketStatus): ManifestState | null {
  if (isConfirmed(status)) return "active";
  if (isPending(status)) return "unpaid";
  return CANCELLED.includes(status) ? "cancelled" : null;
}

/** What the phone compares a scanned value with: the value's SHA-256, never the value's secret. */
export function codeHash(reservationId: number): string {
  return createHash("sha256").update(checkInCode(reservationId)).digest("base64url");
}

const select = {
  id: true,
  reservationId: true,
  firstName: true,
  lastName: true,
  nationalId: true,
  mobile: true,
  vehicleId: true,
  seatNumber: true,
  status: true,
  checkIn: { select: { boardedAt: true, boardedBy: { select: { firstName: true, lastName: true } } } },
  reservation: { select: { installments: { where: { status: "Due" }, select: { id: true }, take: 1 } } },
} as const;

export async function loadSessionPassengers(
  db: Db,
  sessionId: number,
  where: { reservationId?: number; id?: number } = {},
) {
  const rows = await db.passenger.findMany({
    where: { sessionId, ...where, status: { in: [...ACTIVE_STATUSES, ...CANCELLED] } },
    orderBy: [{ vehicleId: "asc" }, { seatNumber: "asc" }, { id: "asc" }],
    select,
  });
  return rows.flatMap((p) => {
    const state = manifestState(p.status);
    if (!state) return [];
    return [
      {
        id: p.id,
        reservationId: p.reservationId,
        fullName: `${p.firstName} ${p.lastName}`,
        nationalId: p.nationalId,
        mobile: p.mobile,
        vehicleId: p.vehicleId,
        seatNumber: p.seatNumber,
        state,
        boardedAt: p.checkIn?.boardedAt ?? null,
        boardedByName: p.checkIn ? `${p.checkIn.boardedBy.firstName} ${p.checkIn.boardedBy.lastName}` : null,
        owesInstallments: p.reservation.installments.length > 0,
      },
    ];
  });
}

export type ManifestPassenger = Awaited<ReturnType<typeof loadSessionPassengers>>[number];

/** Boarded / expected per vehicle (null: passengers without a vehicle); expected counts paid tickets only. */
export function vehicleCounts(vehicleIds: number[], passengers: ManifestPassenger[]) {
  const groups = [...vehicleIds, null];
  const counts = groups.map((vehicleId) => {
    const inGroup = passengers.filter((p) => p.vehicleId === vehicleId && p.state === "active");
    return { vehicleId, boarded: inGroup.filter((p) => p.boardedAt).length, expected: inGroup.length };
  });
  return counts.filter((c) => c.vehicleId !== null || c.expected > 0);
}
