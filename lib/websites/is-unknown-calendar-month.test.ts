import { describe, expect, it } from "vitest";
import { isUnknownCalendarMonth } from "./is-unknown-calendar-month";

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
  it("leaves a real month and every other path to the pages", () => {
    for (const path of ["/calendar/1405-01", "/calendar/1405-12/", "/calendar", "/calendar/", "/shop", "/1405-13"])
      expect(isUnknownCalendarMonth(path), path).toBe(false);
  });
});
