import { describe, expect, it } from "vitest";
import { computeSchedule, percentOf, splitLike } from "./schedule";

const DAY = 86_400_000;
const now = new Date("2026-12-01T08:00:00Z");
const plan = {
  downPaymentPercent: 30,
  installmentCount: 3,
  dueDaysAfterPurchase: [10, 20, 30],
  lastDueDaysBeforeDeparture: 5,
  surchargePercent: 7,
};

describe("computeSchedule", () => {
  it("adds the surcharge, takes the down payment and splits the rest with the remainder on the last", () => {
    const s = computeSchedule(plan, 1_000_001n, now, new Date(now.getTime() + 40 * DAY))!;
    expect(s.surcharge).toBe(70_000n); // 70,000.07 rounds down
    expect(s.total).toBe(1_070_001n);
    expect(s.downPayment).toBe(321_000n); // 321,000.3
    expect(s.installments.map((i) => i.amount)).toEqual([249_667n, 249_667n, 249_667n]);
    expect(s.downPayment + s.installments.reduce((t, i) => t + i.amount, 0n)).toBe(s.total);
    expect(s.installments.map((i) => i.dueAt.getTime() - now.getTime())).toEqual([10 * DAY, 20 * DAY, 30 * DAY]);
    const odd = computeSchedule({ ...plan, surchargePercent: 0 }, 1_000_000n, now, new Date(now.getTime() + 40 * DAY))!;
    expect(odd.installments.map((i) => i.amount)).toEqual([233_333n, 233_333n, 233_334n]);
  });

  it("rounds halves up", () => {
    expect(percentOf(50n, 1)).toBe(1n); // 0.5
    expect(percentOf(49n, 1)).toBe(0n);
    expect(percentOf(150n, 1)).toBe(2n); // 1.5
  });

  it("is not offered when the last due date falls later than N days before departure", () => {
    expect(computeSchedule(plan, 1_000_000n, now, new Date(now.getTime() + 35 * DAY))).not.toBeNull();
    expect(computeSchedule(plan, 1_000_000n, now, new Date(now.getTime() + 35 * DAY - 1))).toBeNull();
    expect(computeSchedule(plan, 1_000_000n, now, new Date(now.getTime() + 3 * DAY))).toBeNull();
  });
});

describe("splitLike", () => {
  it("gives each toman of the share to exactly one part", () => {
    expect(splitLike(100n, [1n, 1n, 1n])).toEqual([33n, 33n, 34n]);
    expect(splitLike(0n, [5n, 5n])).toEqual([0n, 0n]);
    const parts = splitLike(12_345n, [321_000n, 249_667n, 249_667n, 249_667n]);
    expect(parts.reduce((s, p) => s + p, 0n)).toBe(12_345n);
  });
});
