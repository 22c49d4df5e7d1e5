// Tehran days and clocks ↔ UTC instants give the same answers whatever the process's (the
// browser's) time zone, across Tehran's old daylight saving time and another zone's DST change.
import { afterAll, describe, expect, it } from "vitest";
import {
  addDays,
  dayToLocalDate,
  daysBetween,
  localDateToDay,
  tehranClock,
  tehranDay,
  tehranInstant,
} from "./tehran-time";

const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(["UTC", "America/Los_Angeles", "Asia/Tehran", "Pacific/Kiritimati"])("in the time zone %s", (zone) => {
  it("converts both ways, keeps calendar arithmetic exact and round-trips the picker's local dates", () => {
    process.env.TZ = zone;
    expect(tehranInstant("2030-05-01", "06:00")).toBe("2030-05-01T02:30:00.000Z");
    expect(tehranInstant("2030-05-01", "00:15")).toBe("2030-04-30T20:45:00.000Z");
    // 2021: Iran still moved its clocks (+04:30 in summer).
    expect(tehranInstant("2021-07-01", "12:00")).toBe("2021-07-01T07:30:00.000Z");
    expect(tehranInstant("2021-12-01", "12:00")).toBe("2021-12-01T08:30:00.000Z");
    expect(tehranDay("2030-04-30T21:00:00.000Z")).toBe("2030-05-01");
    expect(tehranClock("2030-04-30T21:00:00.000Z")).toBe("00:30");
    expect(tehranDay(new Date("2030-04-30T20:29:00.000Z"))).toBe("2030-04-30");
    // Over a month end, a leap day and the US change to summer time (2030-03-10).
    expect(addDays("2028-02-27", 3)).toBe("2028-03-01");
    expect(addDays("2030-03-09", 2)).toBe("2030-03-11");
    expect(addDays("2030-03-02", -3)).toBe("2030-02-27");
    expect(daysBetween("2030-03-09", "2030-03-11")).toBe(2);
    expect(daysBetween("2030-03-11", "2030-03-09")).toBe(-2);
    for (const day of ["2030-03-10", "2030-11-03", "2021-03-22"]) {
      const local = dayToLocalDate(day);
      // The day's start (01:00 where midnight was skipped: Tehran on 2021-03-22).
      expect(local.getDate()).toBe(Number(day.slice(8)));
      expect(local.getHours()).toBeLessThanOrEqual(1);
      expect(localDateToDay(local)).toBe(day);
    }
  });
});
