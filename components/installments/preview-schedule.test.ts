import { describe, expect, it } from "vitest";
import { planFieldErrors } from "./installment-api";
import { previewSchedule } from "./preview-schedule";

const plan = {
  downPaymentPercent: 30,
  installmentCount: 3,
  dueDaysAfterPurchase: [30, 60, 90],
  lastDueDaysBeforeDeparture: 7,
  surchargePercent: 5,
};

describe("the plan form's example schedule", () => {
  it("adds the surcharge, takes the down payment of the whole and splits the rest, the remainder on the last", () => {
    const p = previewSchedule(plan, 10_000_001, "2030-01-01", "2030-06-01")!;
    // 5 % of 10,000,001 = 500,000.05 → 500,000; total 10,500,001; 30 % → 3,150,000.3 → 3,150,000.
    expect(p.surcharge).toBe(500_000);
    expect(p.total).toBe(10_500_001);
    expect(p.downPayment).toBe(3_150_000);
    expect(p.installments.map((i) => i.amount)).toEqual([2_450_000, 2_450_000, 2_450_001]);
    expect(p.downPayment + p.installments.reduce((s, i) => s + i.amount, 0)).toBe(p.total);
    expect(p.installments.map((i) => i.dueDay)).toEqual(["2030-01-31", "2030-03-02", "2030-04-01"]);
    expect(p.installments.some((i) => i.tooLate)).toBe(false);
  });

  it("marks a due day later than N days before departure", () => {
    const p = previewSchedule(plan, 9_000_000, "2030-01-01", "2030-04-05")!;
    // The last falls on 2030-04-01, later than 2030-04-05 − 7 days.
    expect(p.installments.map((i) => i.tooLate)).toEqual([false, false, true]);
  });

  it("shows nothing for half a plan rather than a misleading split", () => {
    expect(previewSchedule({ ...plan, downPaymentPercent: null }, 1_000_000, "2030-01-01", "2030-06-01")).toBeNull();
    expect(
      previewSchedule({ ...plan, dueDaysAfterPurchase: [30, null, 90] }, 1_000_000, "2030-01-01", "2030-06-01"),
    ).toBeNull();
    expect(previewSchedule({ ...plan, downPaymentPercent: 100 }, 1_000_000, "2030-01-01", "2030-06-01")).toBeNull();
    expect(previewSchedule(plan, null, "2030-01-01", "2030-06-01")).toBeNull();
  });
});

describe("the plan form's field messages", () => {
  it("puts the server schema's Persian message under the field it names", () => {
    const errors = planFieldErrors({ ...plan, name: "ا", downPaymentPercent: 100, dueDaysAfterPurchase: [30, 0, 90] });
    expect(errors.name).toMatch(/نام طرح/);
    expect(errors.downPaymentPercent).toMatch(/پیش‌پرداخت/);
    expect(errors["dueDaysAfterPurchase.1"]).toMatch(/سررسید/);
    expect(planFieldErrors({ ...plan, name: "سه قسط بهاری", downPaymentPercent: 0 }).downPaymentPercent).toMatch(
      /پیش‌پرداخت/,
    );
  });

  it("names the order of the due days on the list as a whole, and accepts a valid plan", () => {
    expect(
      planFieldErrors({ ...plan, name: "سه قسط", dueDaysAfterPurchase: [30, 30, 90] }).dueDaysAfterPurchase,
    ).toMatch(/دیرتر/);
    expect(planFieldErrors({ ...plan, name: "سه قسط" })).toEqual({});
  });
});
