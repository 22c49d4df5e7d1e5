// Parsing what people type into number fields: Persian or Arabic digits, separators, stray text.
import { toLatinDigits } from "./digits";
import { formatNumber } from "./number";

/** Only the digits of a typed text, as Latin digits. */
export function digitsOnly(text: string): string {
  return toLatinDigits(text).replace(/\D/g, "");
}

/** The integer a person typed, or null for an empty field. Leading zeros go; beyond 15 digits is cut. */
export function parseTypedInteger(text: string): number | null {
  const digits = digitsOnly(text)
    .replace(/^0+(?=\d)/, "")
    .slice(0, 15);
  return digits ? Number(digits) : null;
}

/** What a money field shows for a value: '۱۲۳٬۰۰۰', or nothing. */
export function showGrouped(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : formatNumber(value);
}

/**
 * A time of day as a person types it ("۶۳۰", "06:30", "6:3"), kept as Latin "HH:mm" while typing:
 * digits only, a colon after the hours, at most four digits. A time input would show the browser's
 * "05:30 AM" in Latin digits whatever the page's language, so the clock fields are text fields.
 */
export function typedClock(text: string): string {
  const latin = toLatinDigits(text);
  const [rawHours, rawMinutes] = latin.includes(":")
    ? latin.split(":", 2)
    : [latin.replace(/\D/g, "").slice(0, 2), latin.replace(/\D/g, "").slice(2)];
  const hours = rawHours.replace(/\D/g, "").slice(0, 2);
  const minutes = (rawMinutes ?? "").replace(/\D/g, "").slice(0, 2);
  return latin.includes(":") || minutes ? `${hours}:${minutes}` : hours;
}
