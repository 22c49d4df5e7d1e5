// The wizard edits dates as Tehran calendar days ("2026-04-05", Gregorian, the picker shows them
// in the Persian calendar) and times of day ("08:30"); the API takes UTC instants. Conversions go
// through @date-fns/tz (Intl's Asia/Tehran rules), so they stay right whatever the browser's time
// zone (and for the years when Iran still had daylight saving time). Calendar-day arithmetic is done
// in UTC, where every day has 24 hours.
import { tz, TZDate } from "@date-fns/tz";
import { addDays as addCalendarDays, differenceInCalendarDays, format, parse } from "date-fns";

const TEHRAN = "Asia/Tehran";
const inTehran = tz(TEHRAN);
const inUtc = tz("UTC");
const DAY = "yyyy-MM-dd";

/** The Tehran calendar day of an instant. */
export const tehranDay = (instant: Date | string): string => format(instant, DAY, { in: inTehran });

/** The Tehran time of day of an instant, "HH:mm". */
export const tehranClock = (instant: Date | string): string => format(instant, "HH:mm", { in: inTehran });

/** The instant at which Tehran's clock shows `clock` on `day`, as an ISO string (UTC). */
export function tehranInstant(day: string, clock: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const [h, min] = clock.split(":").map(Number);
  // TZDate's own toISOString carries Tehran's offset; the API takes the UTC form.
  return new Date(new TZDate(y, m - 1, d, h, min, TEHRAN).getTime()).toISOString();
}

export const addDays = (day: string, days: number): string =>
  format(addCalendarDays(day, days, { in: inUtc }), DAY, { in: inUtc });

/** Whole days from `from` to `to` (both calendar days). */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(to, from, { in: inUtc });

/** A calendar day as a local Date at midnight (what the date picker takes and gives back). */
export const dayToLocalDate = (day: string): Date => parse(day, DAY, new Date());

export const localDateToDay = (date: Date): string => format(date, DAY);

/** Today in Tehran. */
export const tehranToday = (now = new Date()) => tehranDay(now);
