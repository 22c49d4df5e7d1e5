import { describe, expect, it } from "vitest";
import { placesLeft, vehiclePlacesLeft } from "./places-left";

describe("places left", () => {
  it("is capacity less what is taken, never below zero", () => {
    expect(placesLeft(10, 3)).toBe(7);
    expect(placesLeft(10, 10)).toBe(0);
    expect(placesLeft(5, 8)).toBe(0);
  });

  it("counts a vehicle's closed seats as taken", () => {
    expect(vehiclePlacesLeft({ capacity: 40, bookedCount: 30, closedSeats: 4 })).toBe(6);
    expect(vehiclePlacesLeft({ capacity: 40, bookedCount: 38, closedSeats: 4 })).toBe(0);
  });
});
