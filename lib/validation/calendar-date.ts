// Whether a written date names a day that exists. The engine's Date parser rolls an impossible day
// over (2026-02-30 is read as 2 March, 2026-04-31 as 1 May): a value changed silently, so the date
// rules (date-time.ts, strict-coerce.ts) refuse it instead.

/**
 * True unless the text starts with a YYYY-MM-DD that names no real day (a leap day only in leap years)
 * or a year before 1000 (PostgreSQL has no year 0; the driver would send 0000-… and the query fail).
 */
export function namesRealDay(text: string): boolean {
  const written = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!written) return true;
  const [year, month, day] = written.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
