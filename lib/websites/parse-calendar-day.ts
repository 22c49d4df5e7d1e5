// A day page's address on a sale website's calendar (/calendar/1405-01/08, its later pages /calendar/1405-01/08/2):
// pure, so proxy.ts (through is-unknown-calendar-month.ts) can send a day that cannot exist to the site's own 404 before
// the page renders, and the page's loader reads the same parse. The first page has no number (one address per page).
import { monthGrid, parseMonthKey, type JalaliMonth } from "@/lib/format/jalali-month";

const DAY_KEY = /^\d{2}$/;
/** 2 … 9999: no leading zero, no "1" (the first page's address has no number). */
const PAGE_KEY = /^[1-9]\d{0,3}$/;

export interface CalendarDayAddress {
  month: JalaliMonth;
  /** 1 … the month's days. */
  dayOfMonth: number;
  /** The Gregorian Tehran day ("2026-03-21"). */
  day: string;
  page: number;
}

export function parseCalendarDay(monthKey: string, dayKey: string, pageKey?: string): CalendarDayAddress | null {
  const month = parseMonthKey(monthKey);
  if (!month || !DAY_KEY.test(dayKey)) return null;
  const grid = monthGrid(month);
  const dayOfMonth = Number(dayKey);
  if (dayOfMonth < 1 || dayOfMonth > grid.days) return null;
  if (pageKey !== undefined && (!PAGE_KEY.test(pageKey) || pageKey === "1")) return null;
  return { month, dayOfMonth, day: grid.dayKeys[dayOfMonth - 1], page: pageKey === undefined ? 1 : Number(pageKey) };
}
