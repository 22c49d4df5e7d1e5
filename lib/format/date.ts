// Dates are stored in UTC and always shown in the Persian calendar at Tehran's wall-clock time,
// whatever the time zone of the server or browser that renders them.
import { format as formatJalaliPattern } from "date-fns-jalali";
import { toPersianDigits } from "./digits";

export const TEHRAN_TIME_ZONE = "Asia/Tehran";

const tehranParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TEHRAN_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A local Date whose fields (year, month, day, hours…) read Tehran's wall clock at that instant,
 * so date-fns-jalali, which formats local fields, prints Tehran time.
 */
export function tehranWallClock(instant: Date): Date {
  const parts = Object.fromEntries(tehranParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * Tehran's wall clock at an instant as a UTC timestamp in ms (Date.UTC of the fields Tehran's clock
 * shows, milliseconds kept): what a spreadsheet's time-zone-less date cell must hold to read as
 * Tehran time. Offsets come from Intl's Asia/Tehran rules (the +04:30 summers before 2022 too),
 * looked up once per half hour of UTC: Tehran's offset only ever changed on a half-hour boundary.
 */
export function tehranWallClockMs(instant: Date): number {
  const t = instant.getTime();
  const slot = Math.floor(t / HALF_HOUR_MS);
  let offset = offsetBySlot.get(slot);
  if (offset === undefined) {
    const start = slot * HALF_HOUR_MS;
    const wall = tehranWallClock(new Date(start));
    offset =
      Date.UTC(
        wall.getFullYear(),
        wall.getMonth(),
        wall.getDate(),
        wall.getHours(),
        wall.getMinutes(),
        wall.getSeconds(),
      ) - start;
    if (offsetBySlot.size >= 100_000) offsetBySlot.clear();
    offsetBySlot.set(slot, offset);
  }
  return t + offset;
}

/**
 * The number format of an .xlsx date cell that holds `tehranWallClockMs`: year/month/day and time,
 * without a calendar code, so that every reader shows a date (LibreOffice shows the raw serial for
 * Excel's `[$-fa-IR,16]` Persian-calendar code). The Jalali reading goes in a text column beside it.
 */
export const EXCEL_DATE_FORMAT = "yyyy/mm/dd hh:mm";

const HALF_HOUR_MS = 30 * 60 * 1000;
const offsetBySlot = new Map<number, number>();

/** Any date-fns pattern in the Jalali calendar, Tehran time, Persian digits. */
export function formatJalali(value: DateInput, pattern: string): string {
  const date = toDate(value);
  if (!date) return "";
  return toPersianDigits(formatJalaliPattern(tehranWallClock(date), pattern));
}

/** '۱۴۰۳/۰۱/۱۵' */
export function formatJalaliDate(value: DateInput): string {
  return formatJalali(value, "yyyy/MM/dd");
}

/** '۱۴۰۳/۰۱/۱۵ - ۱۴:۳۰' */
export function formatJalaliDateTime(value: DateInput): string {
  return formatJalali(value, "yyyy/MM/dd - HH:mm");
}

/** '۱۵ فروردین ۱۴۰۳' */
export function formatJalaliLongDate(value: DateInput): string {
  return formatJalali(value, "d MMMM yyyy");
}
