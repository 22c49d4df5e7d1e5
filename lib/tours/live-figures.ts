// The public page's cached tour terms with the figures a sale changes read fresh: places left
// (session, vehicle, extra item), the registration state and whether each session can be bought.
import type { ResponseOf } from "@/lib/client/response-of";
import { placesLeft } from "@/lib/shared/places-left";
import type { getPublicTourContract } from "./contracts";
import type { PublicTourLive } from "./get-public-tour";

/** The public tour as a page and its client islands receive it (GET /api/Tour/{tourId}'s answer). */
export type PublicTour = ResponseOf<typeof getPublicTourContract>;

export function withLiveFigures(tour: PublicTour, live: PublicTourLive, now: Date): PublicTour {
  const sessions = new Map(live.sessions.map((s) => [s.id, s]));
  const vehicles = new Map(live.vehicles.map((v) => [v.id, v]));
  const items = new Map(live.extraItems.map((i) => [i.id, i]));
  const sellable = live.status === "Enabled" && live.registrationOpen;
  return {
    ...tour,
    status: live.status,
    registrationOpen: live.registrationOpen,
    // A row missing from the live figures was removed by an edit whose cache expiry is on its way.
    extraItems: tour.extraItems
      .filter((i) => items.has(i.id))
      .map((i) => {
        const row = items.get(i.id)!;
        return { ...i, capacity: row.capacity, availableCapacity: placesLeft(row.capacity, row.soldCount) };
      }),
    sessions: tour.sessions
      .filter((s) => sessions.has(s.id))
      .map((s) => {
        const row = sessions.get(s.id)!;
        const availableCapacity = placesLeft(row.capacity, row.bookedCount);
        return {
          ...s,
          capacity: row.capacity,
          availableCapacity,
          isRegistrable: sellable && availableCapacity > 0 && now < new Date(s.registrationEndTime),
          vehicles: s.vehicles
            .filter((v) => vehicles.has(v.id))
            .map((v) => {
              const row = vehicles.get(v.id)!;
              return {
                ...v,
                capacity: row.capacity,
                remainingCapacity: placesLeft(row.capacity, row.bookedCount + Number(row.closedSeats)),
              };
            }),
        };
      }),
  };
}
