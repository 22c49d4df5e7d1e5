// Seat layouts of the bus types (what the seat picker draws and what close-seat accepts) and the
// usual capacity of the other transport types. Pure: shared by server and client.
import type { TransportType } from "@/lib/db/generated/enums";

/** One row of the bus seen from the front: a seat number, or null for the aisle / an empty place. */
export type SeatRow = (number | null)[];

export interface SeatLayout {
  /** Seats per side of the aisle, e.g. [2, 2] for a 44-seat bus, [2, 1] for a VIP. */
  sides: [number, number];
  rows: SeatRow[];
  seatCount: number;
}

/** Full rows of left+right seats, then an optional shorter last row, numbered front to back, left to right. */
function layout(sides: [number, number], fullRows: number, lastRow: SeatRow = []): SeatLayout {
  let next = 1;
  const rows: SeatRow[] = [];
  for (let r = 0; r < fullRows; r++) {
    const left = Array.from({ length: sides[0] }, () => next++);
    const right = Array.from({ length: sides[1] }, () => next++);
    rows.push([...left, null, ...right]);
  }
  if (lastRow.length) rows.push(lastRow.map((cell) => (cell === null ? null : next++)));
  return { sides, rows, seatCount: next - 1 };
}

const S = 0; // placeholder for "a seat" in a last row; numbered by layout()

export const SEAT_LAYOUTS: Partial<Record<TransportType, SeatLayout>> = {
  // Volvo/Scania 2+2: eleven rows of four.
  Bus44: layout([2, 2], 11),
  // VIP 2+1: ten rows of three, and two seats at the back.
  Bus32: layout([2, 1], 10, [S, S, null, null]),
  // VIP 2+1: eight rows of three, and two seats at the back.
  Bus26: layout([2, 1], 8, [S, S, null, null]),
  // VIP 1+2: eight rows of three, and one seat at the back.
  Bus25: layout([1, 2], 8, [S, null, null, null]),
};

/** Usual size of the types without a seat map; null: no fixed size (plane, train) — the session capacity applies. */
const USUAL_CAPACITY: Record<TransportType, number | null> = {
  Bus44: 44,
  Bus32: 32,
  Bus26: 26,
  Bus25: 25,
  TouristBus: 40,
  MiddleBus: 27,
  MiniBus: 15,
  Offroad: 4,
  PrivateCar: 4,
  AirPlane: null,
  Train: null,
};

export function seatLayout(type: TransportType): SeatLayout | null {
  return SEAT_LAYOUTS[type] ?? null;
}

/** Passengers may pick their seat only in a vehicle whose seats are drawn. */
export function hasSeatMap(type: TransportType): boolean {
  return SEAT_LAYOUTS[type] !== undefined;
}

/**
 * A vehicle's capacity: a bus with a seat map has exactly its seats; other types take the given
 * number, else their usual size, else the session's capacity.
 */
export function vehicleCapacity(
  type: TransportType,
  given: number | null | undefined,
  sessionCapacity: number,
): number {
  const map = SEAT_LAYOUTS[type];
  if (map) return map.seatCount;
  return given ?? USUAL_CAPACITY[type] ?? sessionCapacity;
}

export function isSeatOnMap(type: TransportType, seatNumber: number): boolean {
  const map = SEAT_LAYOUTS[type];
  return !!map && Number.isInteger(seatNumber) && seatNumber >= 1 && seatNumber <= map.seatCount;
}
