// Where a 409 of the reservation sends the buyer: the step whose choice must change, decided by the
// answer's codes (lib/reservations throws them; lib/http/errors.ts), never by its wording.
export type ConflictStep = "busSeat" | "passengersInfo" | "tour";

/** A seat or the vehicle must be chosen again (only when the tour has a seat map). */
const SEAT_CODES = new Set(["seat_taken", "seat_closed", "vehicle_full"]);
/** Something the passengers' form holds: a discount code, an extra item, a national id. */
const PASSENGER_CODES = new Set([
  "discount_used_up",
  "discount_expired",
  "extra_item_full",
  "already_registered",
  "duplicate_national_id",
  "passenger_blacklisted",
]);

export function conflictStep(codes: readonly string[], hasSeats: boolean): ConflictStep {
  if (hasSeats && codes.some((code) => SEAT_CODES.has(code))) return "busSeat";
  if (codes.some((code) => PASSENGER_CODES.has(code))) return "passengersInfo";
  return "tour";
}
