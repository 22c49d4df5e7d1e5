import { describe, expect, it } from "vitest";
import { RESERVATION_MESSAGES as M } from "@/lib/reservations/messages";
import { conflictStep } from "./conflict-step";

describe("the step a 409 of the reservation sends the buyer back to", () => {
  it("sends a taken seat or a full vehicle back to the seat map", () => {
    expect(conflictStep([M.seatTaken], true)).toBe("busSeat");
    expect(conflictStep([M.vehicleFull], true)).toBe("busSeat");
  });

  it("sends discount, extra-item and already-registered conflicts back to the passengers", () => {
    expect(conflictStep([M.discountUsedUp], true)).toBe("passengersInfo");
    expect(conflictStep([M.extraItemFull("کیسه خواب")], false, ["باتوم", "کیسه خواب"])).toBe("passengersInfo");
    expect(conflictStep([M.alreadyRegistered], true)).toBe("passengersInfo");
  });

  it("sends a full session back to the tour page", () => {
    expect(conflictStep([M.sessionFull], true)).toBe("tour");
    expect(conflictStep([M.extraItemFull("کیسه خواب")], false, [])).toBe("tour");
    expect(conflictStep([], false)).toBe("tour");
  });
});
