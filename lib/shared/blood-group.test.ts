import { describe, expect, it } from "vitest";
import { BLOOD_GROUPS, isBloodGroupQuestion } from "./blood-group";

describe("isBloodGroupQuestion", () => {
  it("knows the title however it is spelled, and never a date question or another title", () => {
    for (const title of ["گروه خونی", "گروه‌خونی مسافر", "  گروه خون  ", "گروه خوني"])
      expect(isBloodGroupQuestion({ title, isDateType: false }), title).toBe(true);
    expect(isBloodGroupQuestion({ title: "گروه خونی", isDateType: true })).toBe(false);
    expect(isBloodGroupQuestion({ title: "تاریخ تولد", isDateType: false })).toBe(false);
    expect(isBloodGroupQuestion({ title: null, isDateType: false })).toBe(false);
    expect(isBloodGroupQuestion(null)).toBe(false);
  });

  it("offers the eight ABO/Rh groups once each", () => {
    expect(new Set(BLOOD_GROUPS).size).toBe(8);
    expect(BLOOD_GROUPS.every((g) => /^(O|A|B|AB)[+-]$/.test(g))).toBe(true);
  });
});
