// The phone's own check-in rules (no signal): a scan is matched by the hash of its QR value against the
// stored manifest, boards the paid passengers of the ticket once, refuses cancelled, unpaid and unknown
// tickets, and the server's later answer replaces what the phone decided.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Manifest } from "./checkin-api";
import { codeHash } from "./code-hash";
import {
  applyResults,
  countByVehicle,
  matchOffline,
  owesInstallments,
  searchPassengers,
  THIS_PHONE,
} from "./offline-match";

const hashOf = (value: string) => createHash("sha256").update(value).digest("base64url");
const person = (
  id: number,
  reservationId: number,
  overrides: Partial<Manifest["passengers"][number]> = {},
): Manifest["passengers"][number] => ({
  id,
  reservationId,
  fullName: `مسافر ${id}`,
  nationalId: `00${id}1234567`.slice(0, 10),
  mobile: `0912000000${id}`,
  vehicleId: 7,
  seatNumber: id,
  state: "active",
  boardedAt: null,
  boardedByName: null,
  owesInstallments: false,
  ...overrides,
});

const manifest: Manifest = {
  sessionId: 1,
  tourId: 2,
  tourTitle: "دماوند",
  startTime: "2026-12-01T03:00:00.000Z",
  generatedAt: "2026-11-30T03:00:00.000Z",
  vehicles: [{ id: 7, title: "اتوبوس", capacity: 44 }],
  tickets: [
    { reservationId: 10, codeHash: hashOf("HSF1.10.family") },
    { reservationId: 11, codeHash: hashOf("HSF1.11.cancelled") },
    { reservationId: 12, codeHash: hashOf("HSF1.12.unpaid") },
  ],
  passengers: [
    person(1, 10),
    person(2, 10),
    person(3, 11, { state: "cancelled" }),
    person(4, 12, { state: "unpaid" }),
    person(5, 13, { fullName: "سارا احمدی", mobile: "09121112233" }),
  ],
  counts: [],
};
const at = "2026-12-01T02:55:00.000Z";

describe("matchOffline", () => {
  it("hashes a scanned value as the server does (SHA-256, base64url)", async () => {
    expect(await codeHash(" HSF1.10.family ")).toBe(hashOf("HSF1.10.family"));
  });

  it("boards every paid passenger of the ticket, then calls a second scan 'already'", () => {
    const first = matchOffline(manifest, { codeHash: hashOf("HSF1.10.family") }, at);
    expect(first.result.outcome).toBe("boarded");
    expect(first.result.passengers.map((p) => [p.id, p.boardedAt, p.boardedByName])).toEqual([
      [1, at, THIS_PHONE],
      [2, at, THIS_PHONE],
    ]);
    expect(countByVehicle(first.manifest)).toEqual([{ vehicleId: 7, title: "اتوبوس", boarded: 2, expected: 3 }]);
    const second = matchOffline(first.manifest, { codeHash: hashOf("HSF1.10.family") }, at);
    expect(second.result.outcome).toBe("already");
    expect(second.manifest).toBe(first.manifest);
  });

  it("refuses a cancelled, an unpaid and an unknown ticket without changing the manifest", () => {
    expect(matchOffline(manifest, { codeHash: hashOf("HSF1.11.cancelled") }, at).result.outcome).toBe("cancelled");
    expect(matchOffline(manifest, { codeHash: hashOf("HSF1.12.unpaid") }, at).result.outcome).toBe("unpaid");
    const unknown = matchOffline(manifest, { codeHash: hashOf("HSF1.10.forged") }, at);
    expect(unknown.result).toMatchObject({ outcome: "invalid", passengers: [] });
    expect(unknown.result.message).toMatch(/در فهرست این سانس نیست/);
    expect(unknown.manifest).toBe(manifest);
  });

  it("boards a passenger picked from the search, found by name, mobile or national id in either digits", () => {
    expect(searchPassengers(manifest, "سارا").map((p) => p.id)).toEqual([5]);
    expect(searchPassengers(manifest, "۰۹۱۲۱۱۱").map((p) => p.id)).toEqual([5]);
    expect(searchPassengers(manifest, "0051").map((p) => p.id)).toEqual([5]);
    // Typed on an Arabic keyboard: «احمدي» is «احمدی».
    expect(searchPassengers(manifest, "سارا احمدي").map((p) => p.id)).toEqual([5]);
    expect(matchOffline(manifest, { passengerId: 5 }, at).result.outcome).toBe("boarded");
  });

  it("boards a ticket that still owes an installment but flags it, and takes the server's word once it is paid", () => {
    const owing: Manifest = {
      ...manifest,
      passengers: manifest.passengers.map((p) => (p.reservationId === 10 ? { ...p, owesInstallments: true } : p)),
    };
    const scanned = matchOffline(owing, { codeHash: hashOf("HSF1.10.family") }, at);
    expect(scanned.result.outcome).toBe("boarded");
    expect(owesInstallments(scanned.result)).toBe(true);
    expect(owesInstallments(matchOffline(owing, { passengerId: 5 }, at).result)).toBe(false);
    const paidOff = applyResults(scanned.manifest, [
      { ...scanned.result, passengers: scanned.result.passengers.map((p) => ({ ...p, owesInstallments: false })) },
    ]);
    expect(paidOff.passengers.filter((p) => p.owesInstallments)).toEqual([]);
  });

  it("takes the server's answer over the phone's decision (another guide scanned first)", () => {
    const local = matchOffline(manifest, { passengerId: 5 }, at).manifest;
    const earlier = "2026-12-01T02:50:00.000Z";
    const merged = applyResults(local, [
      {
        outcome: "already",
        message: "",
        reservationId: 13,
        otherSessionStart: null,
        passengers: [
          {
            id: 5,
            fullName: "سارا احمدی",
            vehicleId: 7,
            seatNumber: 5,
            state: "active",
            boardedAt: earlier,
            boardedByName: "راهنمای دوم",
            owesInstallments: false,
          },
        ],
      },
    ]);
    expect(merged.passengers.find((p) => p.id === 5)).toMatchObject({
      boardedAt: earlier,
      boardedByName: "راهنمای دوم",
    });
  });
});
