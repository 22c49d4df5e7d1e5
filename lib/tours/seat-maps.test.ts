import { describe, expect, it } from "vitest";
import { hasSeatMap, isSeatOnMap, seatLayout, vehicleCapacity } from "./seat-maps";

describe("seat maps", () => {
  it.each([
    ["Bus44", 44, 4],
    ["Bus32", 32, 3],
    ["Bus26", 26, 3],
    ["Bus25", 25, 3],
  ] as const)("%s has %i seats, numbered 1..n once each, %i per full row", (type, count, perRow) => {
    const map = seatLayout(type)!;
    expect(map.seatCount).toBe(count);
    const numbers = map.rows.flat().filter((n): n is number => n !== null);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(map.rows[0].filter((n) => n !== null)).toHaveLength(perRow);
    // Every row has the aisle at the same place.
    const aisle = map.sides[0];
    for (const row of map.rows.slice(0, -1)) expect(row[aisle]).toBeNull();
  });

  it("other types have no map and take a given, usual or session capacity", () => {
    expect(hasSeatMap("MiniBus")).toBe(false);
    expect(seatLayout("Train")).toBeNull();
    expect(vehicleCapacity("MiniBus", null, 100)).toBe(15);
    expect(vehicleCapacity("MiniBus", 12, 100)).toBe(12);
    expect(vehicleCapacity("AirPlane", null, 37)).toBe(37);
    expect(vehicleCapacity("Bus44", 10, 100)).toBe(44);
  });

  it("accepts only seat numbers on the map", () => {
    expect(isSeatOnMap("Bus25", 25)).toBe(true);
    expect(isSeatOnMap("Bus25", 26)).toBe(false);
    expect(isSeatOnMap("Bus44", 0)).toBe(false);
    expect(isSeatOnMap("Bus44", 1.5)).toBe(false);
    expect(isSeatOnMap("MiniBus", 1)).toBe(false);
  });
});
