import { describe, expect, it } from "vitest";
import type { PublicTourLive } from "./get-public-tour";
import { withLiveFigures, type PublicTour } from "./live-figures";

type PublicSession = PublicTour["sessions"][number];

const NOW = new Date("2030-01-01T00:00:00Z");

function session(id: number, registrationEndTime: string): PublicSession {
  return {
    id,
    startTime: "2030-02-01T00:00:00Z",
    endTime: "2030-02-02T00:00:00Z",
    registrationEndTime,
    capacity: 10,
    availableCapacity: 10,
    price: 1000,
    childPrice: null,
    infantPrice: null,
    isRegistrable: true,
    vehicles: [
      {
        id: 7,
        vehicleType: "Bus44",
        typeTitle: "اتوبوس",
        label: "اتوبوس",
        busPassengersCanChooseTheirSeat: true,
        price: 0,
        capacity: 40,
        remainingCapacity: 40,
      },
    ],
  };
}

// The cached terms as they were when cached: everything open, nothing sold.
const cached = {
  id: 1,
  status: "Enabled",
  registrationOpen: true,
  extraItems: [{ id: 3, title: "ناهار", price: 10, capacity: 5, availableCapacity: 5 }],
  sessions: [session(11, "2030-01-20T00:00:00Z"), session(12, "2029-12-01T00:00:00Z")],
} as unknown as PublicTour;

const live: PublicTourLive = {
  status: "Enabled",
  registrationOpen: true,
  sessions: [
    { id: 11, capacity: 10, bookedCount: 4 },
    { id: 12, capacity: 10, bookedCount: 0 },
  ],
  vehicles: [{ id: 7, capacity: 40, bookedCount: 30, closedSeats: 2 }],
  extraItems: [{ id: 3, capacity: 5, soldCount: 5 }],
};

describe("withLiveFigures", () => {
  it("takes the places left from the fresh figures, not from the cached terms", () => {
    const tour = withLiveFigures(cached, live, NOW);
    expect(tour.sessions[0]).toMatchObject({ id: 11, availableCapacity: 6, isRegistrable: true });
    expect(tour.sessions[0].vehicles[0].remainingCapacity).toBe(8);
    expect(tour.extraItems[0].availableCapacity).toBe(0);
  });

  it("a session whose registration ended or that is full cannot be bought", () => {
    const full = { ...live, sessions: [{ id: 11, capacity: 10, bookedCount: 10 }, live.sessions[1]] };
    const tour = withLiveFigures(cached, full, NOW);
    expect(tour.sessions.map((s) => [s.availableCapacity, s.isRegistrable])).toEqual([
      [0, false],
      [10, false],
    ]);
  });

  it("closed registration or a cancelled tour shows at once, though the terms are cached", () => {
    expect(
      withLiveFigures(cached, { ...live, registrationOpen: false }, NOW).sessions.some((s) => s.isRegistrable),
    ).toBe(false);
    const cancelled = withLiveFigures(cached, { ...live, status: "Cancelled", registrationOpen: false }, NOW);
    expect(cancelled.status).toBe("Cancelled");
    expect(cancelled.sessions.some((s) => s.isRegistrable)).toBe(false);
  });

  it("drops a session or extra item that no longer exists", () => {
    const tour = withLiveFigures(cached, { ...live, sessions: [live.sessions[0]], extraItems: [] }, NOW);
    expect(tour.sessions.map((s) => s.id)).toEqual([11]);
    expect(tour.extraItems).toEqual([]);
  });
});
