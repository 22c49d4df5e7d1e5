import { describe, expect, it } from "vitest";
import { isUnknownCalendarMonth } from "./is-unknown-calendar-month";
import { parseCalendarDay } from "./parse-calendar-day";

describe("isUnknownCalendarMonth", () => {
  it("names a malformed month or one outside the calendar's years", () => {
    for (const path of [
      "/calendar/1405-13",
      "/calendar/1405-00",
      "/calendar/abc",
      "/calendar/1200-01",
      "/calendar/1405-1",
    ])
      expect(isUnknownCalendarMonth(path), path).toBe(true);
  });
  it("names a day the month does not have, a malformed day, and a page that has another address", () => {
    for (const path of [
      "/calendar/1405-07/31", // Mehr has 30 days
      "/calendar/1405-12/30", // 1405 is not a leap year: Esfand has 29
      "/calendar/1405-01/00",
      "/calendar/1405-01/8",
      "/calendar/1405-01/abc",
      "/calendar/1405-13/01",
      "/calendar/1405-01/08/1", // the first page is /calendar/1405-01/08
      "/calendar/1405-01/08/0",
      "/calendar/1405-01/08/02",
      "/calendar/1405-01/08/x",
      "/calendar/1405-01/08/10000",
      "/calendar/1405-01/08/2/3",
    ])
      expect(isUnknownCalendarMonth(path), path).toBe(true);
  });
  it("leaves a real month or day and every other path to the pages", () => {
    for (const path of [
      "/calendar/1405-01",
      "/calendar/1405-12/",
      "/calendar/1405-01/31",
      "/calendar/1403-12/30", // 1403 is a leap year
      "/calendar/1405-01/08/2",
      "/calendar/1405-01/08/9999/",
      "/calendar",
      "/calendar/",
      "/shop",
      "/1405-13",
    ])
      expect(isUnknownCalendarMonth(path), path).toBe(false);
  });
});

describe("parseCalendarDay", () => {
  it("gives the Jalali day's Gregorian Tehran day and the page", () => {
    expect(parseCalendarDay("1405-01", "01")).toEqual({
      month: { year: 1405, month: 1 },
      dayOfMonth: 1,
      day: "2026-03-21",
      page: 1,
    });
    expect(parseCalendarDay("1405-09", "08", "3")).toMatchObject({ day: "2026-11-29", page: 3 });
  });
});
