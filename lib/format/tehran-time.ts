// The wizard edits dates as Tehran calendar days ("2026-04-05", Gregorian, the picker shows them
// in the Persian calendar) and times of day ("08:30"); the API takes UTC instants. Conversions go
// through Intl's Asia/Tehran rules, so they stay right whatever the browser's time zone (and for
// the years when Iran still had daylight saving time).
import { tehranWallClock } from "@/lib/format/date";

const pad = (n: number) => String(n).padStart(2, "0");
const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y, m, d];
}

/** The Tehran calendar day of an instant. */
export function tehranDay(instant: Date | string): string {
  const wall = tehranWallClock(new Date(instant));
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/** The Tehran time of day of an instant, "HH:mm". */
export function tehranClock(instant: Date | string): string {
  const wall = tehranWallClock(new Date(instant));
  return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/** The instant at which Tehran's clock shows `clock` on `day`, as an ISO string. */
export function tehranInstant(day: string, clock: string): string {
  const [y, m, d] = parseDay(day);
  const [h, min] = clock.split(":").map(Number);
  const wanted = Date.UTC(y, m - 1, d, h, min);
  // Start from Tehran's usual offset (+03:30) and correct by what the wall clock shows there.
  let guess = wanted - 3.5 * 60 * 60 * 1000;
  for (let i = 0; i < 2; i++) {
    const wall = tehranWallClock(new Date(guess));
    const shown = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes());
    guess += wanted - shown;
  }
  return new Date(guess).toISOString();
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parseDay(day);
  const next = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Whole days from `from` to `to` (both calendar days). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [parseDay(from), parseDay(to)];
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/** A calendar day as a local Date at midnight (what the date picker takes and gives back). */
export function dayToLocalDate(day: string): Date {
  const [y, m, d] = parseDay(day);
  return new Date(y, m - 1, d);
}

export function localDateToDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in Tehran. */
export const tehranToday = (now = new Date()) => tehranDay(now);
