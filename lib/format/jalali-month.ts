// A Jalali month as a calendar shows it: its Tehran days, their UTC bounds, and the grid's blank
// cells before the first day (weeks start on Saturday). Pure, so it is unit-tested; the instants come
// from Intl's Asia/Tehran rules (tehran-time.ts), whatever the server's own time zone.
import { getDaysInMonth, getMonth, getYear, newDate } from "date-fns-jalali";
import { tehranWallClock } from "./date";
import { addDays, localDateToDay, tehranInstant } from "./tehran-time";

export interface JalaliMonth {
  year: number;
  /** 1..12 */
  month: number;
}

/** The months a calendar may show: a typed address outside them is a 404, not an empty page. */
export const CALENDAR_YEARS = { from: 1390, to: 1420 } as const;

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** "1405-01" ↔ { year: 1405, month: 1 }; null for anything else (month 13, year 900, "abc"). */
export function parseMonthKey(key: string): JalaliMonth | null {
  const m = MONTH_KEY.exec(key);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || year < CALENDAR_YEARS.from || year > CALENDAR_YEARS.to) return null;
  return { year, month };
}

export function monthKey({ year, month }: JalaliMonth): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function shiftMonth({ year, month }: JalaliMonth, by: number): JalaliMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The Jalali month Tehran's clock is in at an instant. */
export function tehranMonth(instant: Date): JalaliMonth {
  // date-fns-jalali reads the local fields, which tehranWallClock set to Tehran's.
  const wall = tehranWallClock(instant);
  return { year: getYear(wall), month: getMonth(wall) + 1 };
}

/** The Gregorian calendar day ("2026-03-21") of a Jalali date. */
function gregorianDay(year: number, month: number, day: number): string {
  return localDateToDay(newDate(year, month - 1, day));
}

export interface MonthGrid {
  /** UTC instants of the first day's Tehran midnight and the next month's. */
  start: Date;
  end: Date;
  days: number;
  /** Blank cells before day 1 in a Saturday-first week. */
  lead: number;
  /** The Gregorian day of each Jalali day (index 0 = day 1). */
  dayKeys: string[];
}

export function monthGrid(m: JalaliMonth): MonthGrid {
  const firstLocal = newDate(m.year, m.month - 1, 1);
  const days = getDaysInMonth(firstLocal);
  const first = gregorianDay(m.year, m.month, 1);
  const next = shiftMonth(m, 1);
  // getDay: 0 = Sunday … 6 = Saturday; Saturday opens the Persian week.
  const lead = (firstLocal.getDay() + 1) % 7;
  return {
    start: new Date(tehranInstant(first, "00:00")),
    end: new Date(tehranInstant(gregorianDay(next.year, next.month, 1), "00:00")),
    days,
    lead,
    dayKeys: Array.from({ length: days }, (_, i) => addDays(first, i)),
  };
}
