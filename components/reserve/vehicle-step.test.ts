import { describe, expect, it } from "vitest";
import { needsVehicleStep, seatSelectable } from "./vehicle-step";

const bus = { vehicleType: "Bus44" as const, busPassengersCanChooseTheirSeat: true };
const busNoChoice = { vehicleType: "Bus44" as const, busPassengersCanChooseTheirSeat: false };
const minibus = { vehicleType: "MiniBus" as const, busPassengersCanChooseTheirSeat: true };

describe("the vehicle and seat step", () => {
  it("lets passengers pick seats only where the leader allows it and the bus has a seat map", () => {
    expect(seatSelectable(bus)).toBe(true);
    expect(seatSelectable(busNoChoice)).toBe(false);
    expect(seatSelectable(minibus)).toBe(false);
  });

  it("is skipped with no seat choice and at most one vehicle, shown otherwise", () => {
    expect(needsVehicleStep([])).toBe(false);
    expect(needsVehicleStep([busNoChoice])).toBe(false);
    expect(needsVehicleStep([bus])).toBe(true);
    expect(needsVehicleStep([busNoChoice, minibus])).toBe(true);
  });
});
