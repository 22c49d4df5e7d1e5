import { describe, expect, it } from "vitest";
import { conflictStep } from "./conflict-step";

describe("the step a 409 of the reservation sends the buyer back to", () => {
  it("sends a taken seat or a full vehicle back to the seat map", () => {
    expect(conflictStep(["seat_taken"], true)).toBe("busSeat");
    expect(conflictStep(["vehicle_full"], true)).toBe("busSeat");
    expect(conflictStep(["seat_closed"], true)).toBe("busSeat");
  });

  it("sends what the passengers' form holds back to it", () => {
    expect(conflictStep(["discount_used_up"], true)).toBe("passengersInfo");
    expect(conflictStep(["extra_item_full"], false)).toBe("passengersInfo");
    expect(conflictStep(["already_registered"], true)).toBe("passengersInfo");
    expect(conflictStep(["passenger_blacklisted"], false)).toBe("passengersInfo");
  });

  it("sends anything else (a full session, no codes) back to the tour page", () => {
    expect(conflictStep(["session_full"], true)).toBe("tour");
    expect(conflictStep(["seat_taken"], false)).toBe("tour");
    expect(conflictStep([], false)).toBe("tour");
  });
});
