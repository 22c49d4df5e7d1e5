import { describe, expect, it } from "vitest";
import { tourDisplayStatus } from "./tour-display-status";

const now = new Date("2026-11-23T12:00:00Z");
const day = (n: number) => new Date(now.getTime() + n * 86_400_000);
const tour = { isDraft: false, status: "Enabled", registrationOpen: true, endTime: day(12) };
const session = (
  over: Partial<{ capacity: number; bookedCount: number; endTime: Date; registrationEndTime: Date | null }> = {},
) => ({
  capacity: 10,
  bookedCount: 3,
  endTime: day(12),
  registrationEndTime: day(8),
  ...over,
});

describe("tourDisplayStatus", () => {
  it("names each state a leader sees", () => {
    expect(tourDisplayStatus(tour, [session()], now)).toBe("Active");
    expect(tourDisplayStatus({ ...tour, isDraft: true }, [session()], now)).toBe("Draft");
    expect(tourDisplayStatus({ ...tour, status: "Cancelled" }, [session()], now)).toBe("Cancelled");
    expect(tourDisplayStatus({ ...tour, endTime: day(-1) }, [session({ endTime: day(-1) })], now)).toBe("Finished");
    expect(tourDisplayStatus(tour, [session({ bookedCount: 10 })], now)).toBe("FullyBooked");
    expect(tourDisplayStatus(tour, [session({ bookedCount: 10 }), session()], now)).toBe("Active");
    expect(tourDisplayStatus(tour, [session({ registrationEndTime: day(-1) })], now)).toBe("RegistrationFinished");
    expect(tourDisplayStatus({ ...tour, registrationOpen: false }, [session()], now)).toBe("RegistrationClosed");
    // A full session whose registration already closed does not make the tour "fully booked".
    expect(
      tourDisplayStatus(
        tour,
        [session({ bookedCount: 10, registrationEndTime: day(-1) }), session({ bookedCount: 2 })],
        now,
      ),
    ).toBe("Active");
  });
});
