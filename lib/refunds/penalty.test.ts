import { describe, expect, it } from "vitest";
import { currentPenaltyPercent, refundableAmount, tehranDaysBetween } from "./penalty";

const DEFAULTS = [
  { daysBefore: 10, penaltyPercent: 10 },
  { daysBefore: 6, penaltyPercent: 30 },
  { daysBefore: 3, penaltyPercent: 60 },
  { daysBefore: 1, penaltyPercent: 100 },
];
// 08:00 Tehran (04:30 UTC) on a day; the session starts at 06:00 Tehran N days later.
const now = new Date("2026-03-01T04:30:00Z");
const startIn = (days: number) => new Date(Date.UTC(2026, 2, 1 + days, 2, 30));

describe("cancellation penalty", () => {
  it("counts Tehran calendar days, not 24-hour spans", () => {
    // 23:30 Tehran is still the same Tehran day although UTC has moved on.
    expect(tehranDaysBetween(new Date("2026-03-01T20:00:00Z"), new Date("2026-03-02T20:00:00Z"))).toBe(1);
    // 23:59 Tehran → 00:01 Tehran next day: one calendar day, two minutes apart.
    expect(tehranDaysBetween(new Date("2026-03-01T20:29:00Z"), new Date("2026-03-01T20:31:00Z"))).toBe(1);
    expect(tehranDaysBetween(now, startIn(7))).toBe(7);
  });

  it.each([
    [30, 0],
    [11, 0],
    [10, 10],
    [7, 10],
    [6, 30],
    [4, 30],
    [3, 60],
    [2, 60],
    [1, 100],
    [0, 100],
  ])("%i days before → %i%%", (days, percent) => {
    const start = days === 0 ? new Date(now.getTime() + 3 * 3_600_000) : startIn(days);
    expect(currentPenaltyPercent(DEFAULTS, start, now)).toBe(percent);
  });

  it("is 0 without rules, and not cancellable once the session started", () => {
    expect(currentPenaltyPercent([], startIn(2), now)).toBe(0);
    expect(currentPenaltyPercent(DEFAULTS, new Date(now.getTime() - 1), now)).toBeNull();
    expect(
      currentPenaltyPercent([{ daysBefore: 5, penaltyPercent: 20 }], new Date(now.getTime() + 7_200_000), now),
    ).toBe(20);
  });

  it("rounds the penalty in the traveller's favour", () => {
    expect(refundableAmount(1_000_001n, 30)).toBe(700_001n);
    expect(refundableAmount(1_000n, 100)).toBe(0n);
    expect(refundableAmount(1_000n, 0)).toBe(1_000n);
  });
});
