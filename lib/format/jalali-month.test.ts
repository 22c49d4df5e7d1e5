import { describe, expect, it } from "vitest";
import { monthGrid, monthKey, parseMonthKey, shiftMonth, tehranMonth } from "./jalali-month";

describe("Jalali month grid", () => {
  it("parses and refuses month keys", () => {
    expect(parseMonthKey("1405-01")).toEqual({ year: 1405, month: 1 });
    for (const bad of ["1405-13", "1405-00", "1405-1", "0900-01", "abcd-01", "1405-01x"])
      expect(parseMonthKey(bad), bad).toBeNull();
    expect(monthKey({ year: 1405, month: 9 })).toBe("1405-09");
  });

  it("moves across the year boundary", () => {
    expect(shiftMonth({ year: 1404, month: 12 }, 1)).toEqual({ year: 1405, month: 1 });
    expect(shiftMonth({ year: 1405, month: 1 }, -1)).toEqual({ year: 1404, month: 12 });
  });

  it("bounds Farvardin 1405 by Tehran midnights and starts its grid on the right weekday", () => {
    const g = monthGrid({ year: 1405, month: 1 });
    // 1 Farvardin 1405 = Saturday 21 March 2026; Tehran is UTC+03:30.
    expect(g.start.toISOString()).toBe("2026-03-20T20:30:00.000Z");
    expect(g.end.toISOString()).toBe("2026-04-20T20:30:00.000Z");
    expect(g.days).toBe(31);
    expect(g.lead).toBe(0);
    expect(g.dayKeys[0]).toBe("2026-03-21");
    expect(g.dayKeys[30]).toBe("2026-04-20");
  });

  it("gives Esfand its 29 or 30 days and Azar 1405 its weekday", () => {
    expect(monthGrid({ year: 1404, month: 12 }).days).toBe(29);
    expect(monthGrid({ year: 1403, month: 12 }).days).toBe(30);
    // 1 Azar 1405 = Sunday 22 November 2026: one blank cell (Saturday).
    const azar = monthGrid({ year: 1405, month: 9 });
    expect(azar.dayKeys[0]).toBe("2026-11-22");
    expect(azar.lead).toBe(1);
    // 1 Dey 1405 = Tuesday 22 December 2026: three blank cells.
    expect(monthGrid({ year: 1405, month: 10 }).dayKeys[0]).toBe("2026-12-22");
    expect(monthGrid({ year: 1405, month: 10 }).lead).toBe(3);
  });

  it("finds Tehran's month at an instant (past midnight in Tehran, still the day before in UTC)", () => {
    expect(tehranMonth(new Date("2026-03-20T20:31:00Z"))).toEqual({ year: 1405, month: 1 });
    expect(tehranMonth(new Date("2026-03-20T20:29:00Z"))).toEqual({ year: 1404, month: 12 });
  });
});
