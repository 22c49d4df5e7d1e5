// Tehran calendar days on the server: Iran keeps UTC+03:30 all year (no daylight saving since 2022),
// so a day's bounds are fixed offsets from UTC.
const OFFSET_MS = 3.5 * 3_600_000;
const DAY = 86_400_000;

/** The Tehran calendar day of an instant, as yyyy-mm-dd (Gregorian). */
export function tehranDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Tehran day (yyyy-mm-dd) starts. */
export function tehranDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The Saturday that starts the Tehran week of an instant (Saturday to Friday), as yyyy-mm-dd. */
export function tehranWeekStart(instant: Date): string {
  const day = tehranDay(instant);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const back = (weekday + 1) % 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - back * DAY).toISOString().slice(0, 10);
}
