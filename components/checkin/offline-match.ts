// The check-in rules the phone applies to its stored manifest while it has no signal (the server's are
// lib/checkin/record-scans.ts; the server's answer replaces these once the scan is sent). A scan is
// known by the SHA-256 of its QR value (the manifest's codeHash), never by a secret the phone lacks.
import type { ScanOutcome } from "@/lib/checkin/constants";
import { CHECKIN_MESSAGES, OFFLINE_UNKNOWN_MESSAGE } from "@/lib/checkin/messages";
import { toLatinDigits } from "@/lib/format/digits";
import { foldPersianLetters } from "@/lib/format/fold-persian-letters";
import type { Manifest, ManifestPassenger, ScanResult } from "./checkin-api";

/** How a scan made on this phone and not yet answered names its guide. */
export const THIS_PHONE = "همین گوشی (ارسال نشده)";

const row = (p: ManifestPassenger): ScanResult["passengers"][number] => ({
  id: p.id,
  fullName: p.fullName,
  vehicleId: p.vehicleId,
  seatNumber: p.seatNumber,
  state: p.state,
  boardedAt: p.boardedAt,
  boardedByName: p.boardedByName,
  owesInstallments: p.owesInstallments,
});

function result(
  outcome: ScanOutcome,
  passengers: ManifestPassenger[],
  message: string = CHECKIN_MESSAGES[outcome],
): ScanResult {
  return {
    outcome,
    message,
    reservationId: passengers[0]?.reservationId ?? null,
    otherSessionStart: null,
    passengers: passengers.map(row),
  };
}

/** The outcome of a scan (by the hash of its QR value, or a passenger picked) against the manifest, and the manifest after it. */
export function matchOffline(
  manifest: Manifest,
  target: { codeHash: string } | { passengerId: number },
  at: string,
): { result: ScanResult; manifest: Manifest } {
  let passengers: ManifestPassenger[];
  if ("codeHash" in target) {
    const ticket = manifest.tickets.find((t) => t.codeHash === target.codeHash);
    if (!ticket) return { result: result("invalid", [], OFFLINE_UNKNOWN_MESSAGE), manifest };
    passengers = manifest.passengers.filter((p) => p.reservationId === ticket.reservationId);
  } else {
    passengers = manifest.passengers.filter((p) => p.id === target.passengerId);
  }
  if (!passengers.length) return { result: result("invalid", [], OFFLINE_UNKNOWN_MESSAGE), manifest };
  const boardable = passengers.filter((p) => p.state === "active");
  if (!boardable.length)
    return {
      result: result(passengers.some((p) => p.state === "unpaid") ? "unpaid" : "cancelled", passengers),
      manifest,
    };
  const toBoard = new Set(boardable.filter((p) => !p.boardedAt).map((p) => p.id));
  if (!toBoard.size) return { result: result("already", passengers), manifest };
  const next = {
    ...manifest,
    passengers: manifest.passengers.map((p) =>
      toBoard.has(p.id) ? { ...p, boardedAt: at, boardedByName: THIS_PHONE } : p,
    ),
  };
  return {
    result: result(
      "boarded",
      next.passengers.filter((p) => passengers.some((q) => q.id === p.id)),
    ),
    manifest: next,
  };
}

/** The server's answer is the truth: its rows replace the phone's (another guide may have scanned first). */
export function applyResults(manifest: Manifest, results: ScanResult[]): Manifest {
  const rows = new Map(results.flatMap((r) => r.passengers).map((p) => [p.id, p]));
  if (!rows.size) return manifest;
  return {
    ...manifest,
    passengers: manifest.passengers.map((p) => {
      const r = rows.get(p.id);
      return r
        ? {
            ...p,
            state: r.state,
            boardedAt: r.boardedAt,
            boardedByName: r.boardedByName,
            owesInstallments: r.owesInstallments,
          }
        : p;
    }),
  };
}

/** A scan whose ticket still owes an installment: the screen turns red and sounds even when the passengers boarded. */
export const owesInstallments = (result: ScanResult) => result.passengers.some((p) => p.owesInstallments);

/** Boarded / expected per vehicle (paid tickets only), the screen's running count. */
export function countByVehicle(manifest: Manifest) {
  const groups = [
    ...manifest.vehicles.map((v) => ({ id: v.id as number | null, title: v.title })),
    { id: null, title: "بدون وسیله نقلیه" },
  ];
  return groups
    .map((g) => {
      const rows = manifest.passengers.filter((p) => p.vehicleId === g.id && p.state === "active");
      return {
        vehicleId: g.id,
        title: g.title,
        boarded: rows.filter((p) => p.boardedAt).length,
        expected: rows.length,
      };
    })
    .filter((c) => c.vehicleId !== null || c.expected > 0);
}

/** Passengers whose name, mobile or national id contains the query (Persian or Latin digits). */
export function searchPassengers(manifest: Manifest, query: string, limit = 20): ManifestPassenger[] {
  const q = foldPersianLetters(toLatinDigits(query).trim().replace(/\s+/g, " "));
  if (q.length < 2) return [];
  const digits = /^\d+$/.test(q);
  return manifest.passengers
    .filter((p) =>
      digits ? p.mobile.includes(q) || p.nationalId.includes(q) : foldPersianLetters(p.fullName).includes(q),
    )
    .slice(0, limit);
}
