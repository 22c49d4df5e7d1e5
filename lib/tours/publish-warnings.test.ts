import { describe, expect, it } from "vitest";
import { capacityWarnings, publishWarnings, refundRuleWarnings } from "./publish-warnings";

describe("warnings before publishing (issue 22)", () => {
  it("refund penalties that fall as the tour nears are named, in whatever order they were listed", () => {
    const warnings = refundRuleWarnings([
      { daysBefore: 3, penaltyPercent: 50 },
      { daysBefore: 14, penaltyPercent: 100 },
      { daysBefore: 7, penaltyPercent: 30 },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("۷ روز قبل از تور (۳۰٪)");
    expect(warnings[0]).toContain("۱۴ روز قبل (۱۰۰٪)");
  });

  it("rising or equal penalties, one rule or half-typed rules warn nothing", () => {
    expect(
      refundRuleWarnings([
        { daysBefore: 14, penaltyPercent: 10 },
        { daysBefore: 7, penaltyPercent: 30 },
        { daysBefore: 3, penaltyPercent: 30 },
      ]),
    ).toEqual([]);
    expect(refundRuleWarnings([{ daysBefore: 1, penaltyPercent: 100 }])).toEqual([]);
    expect(
      refundRuleWarnings([
        { daysBefore: 5, penaltyPercent: null },
        { daysBefore: 2, penaltyPercent: 10 },
      ]),
    ).toEqual([]);
  });

  it("a capacity that differs from the vehicles' seats warns with both figures; matching or no vehicles warn nothing", () => {
    const [fewer] = capacityWarnings([
      { capacity: 40, startLabel: "۱۴۰۵/۰۱/۱۰", vehicles: [{ vehicleType: "Bus44" }] },
    ]);
    expect(fewer).toContain("۴۰ نفر");
    expect(fewer).toContain("۴۴ صندلی");
    expect(fewer).toContain("۱۴۰۵/۰۱/۱۰");
    expect(capacityWarnings([{ capacity: 50, vehicles: [{ vehicleType: "Bus44" }] }])[0]).toContain("فقط ۴۴ نفر");
    expect(capacityWarnings([{ capacity: 44, vehicles: [{ vehicleType: "Bus44" }] }])).toEqual([]);
    expect(capacityWarnings([{ capacity: 20, vehicles: [] }])).toEqual([]);
    expect(
      publishWarnings({
        refundRules: [],
        sessions: [{ capacity: 30, vehicles: [{ vehicleType: "MiniBus", capacity: 30 }] }],
      }),
    ).toEqual([]);
  });
});
