// The buy box's choices, formatted on the server (the date library stays out of the browser).
import { needsVehicleStep } from "@/components/reserve/vehicle-step";
import { formatJalaliDateTime } from "@/lib/format/date";
import type { PublicSession } from "./types";

/**
 * Every session whose registration had not ended when the page was rendered, with its prices: the
 * live figures (live-places.ts) decide which of them are offered; `registrable` is what the page's
 * own data said, shown until they arrive.
 */
export function sessionOptions(sessions: PublicSession[], now: number) {
  return sessions
    .filter((s) => Date.parse(s.registrationEndTime) > now)
    .map((s) => ({
      id: s.id,
      label: `${formatJalaliDateTime(s.startTime)} تا ${formatJalaliDateTime(s.endTime)}`,
      price: s.price,
      childPrice: s.childPrice,
      infantPrice: s.infantPrice,
      registrable: s.isRegistrable,
      seatStep: needsVehicleStep(s.vehicles),
    }));
}

export type SessionOption = ReturnType<typeof sessionOptions>[number];
