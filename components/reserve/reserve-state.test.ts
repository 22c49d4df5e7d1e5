import { describe, expect, it } from "vitest";
import { countsProblem, passengerRows, reservePath, tourPath } from "./reserve-state";

describe("passenger rows", () => {
  it("makes rows per adult, child and infant and gives seats to adults and children only", () => {
    const rows = passengerRows({ counts: { adult: 2, child: 1, infant: 1 }, seats: [5, 6, 9], passengers: [] });
    expect(rows.map((r) => [r.ageGroup, r.seat])).toEqual([
      ["Adult", 5],
      ["Adult", 6],
      ["Child", 9],
      ["Infant", null],
    ]);
  });

  it("keeps what was typed in rows that still exist and follows new seats", () => {
    const first = passengerRows({ counts: { adult: 2, child: 0, infant: 0 }, seats: [1, 2], passengers: [] });
    first[1] = { ...first[1], firstName: "مریم" };
    const again = passengerRows({ counts: { adult: 1, child: 1, infant: 0 }, seats: [3, 4], passengers: first });
    expect(again[0].seat).toBe(3);
    expect(again[0].firstName).toBe("");
    expect(again[1]).toMatchObject({ ageGroup: "Child", seat: 4, firstName: "" });
    const kept = passengerRows({ counts: { adult: 2, child: 0, infant: 0 }, seats: [], passengers: first });
    expect(kept[1]).toMatchObject({ firstName: "مریم", seat: null });
  });
});

describe("counts", () => {
  it("needs an adult, caps the total and keeps infants to one per adult", () => {
    expect(countsProblem({ adult: 0, child: 1, infant: 0 })).not.toBeNull();
    expect(countsProblem({ adult: 16, child: 5, infant: 0 })).not.toBeNull();
    expect(countsProblem({ adult: 1, child: 0, infant: 2 })).not.toBeNull();
    expect(countsProblem({ adult: 2, child: 1, infant: 1 })).toBeNull();
  });
});

describe("paths", () => {
  it("carries the seller through every step", () => {
    expect(reservePath(3, 12, "busSeat", 5)).toBe("/3/tour/12/reserve/busSeat?sellerId=5");
    expect(reservePath(3, 12, "receipt", null)).toBe("/3/tour/12/reserve/receipt");
    expect(tourPath(3, 12, 5)).toBe("/3/tour/12?sellerId=5");
  });
});
