// Parsing what people type into number fields: Persian or Arabic digits, separators, stray text.
import { toLatinDigits } from "./digits";
import { formatNumber } from "./number";

/** Only the digits of a typed text, as Latin digits. */
export function digitsOnly(text: string): string {
  return toLatinDigits(text).replace(/\D/g, "");
}

/** The integer a person typed, or null for an empty field. Leading zeros go; beyond 15 digits is cut. */
export function parseTypedInteger(text: string): number | null {
  const digits = digitsOnly(text).replace(/^0+(?=\d)/, "").slice(0, 15);
  return digits ? Number(digits) : null;
}

/** What a money field shows for a value: '۱۲۳٬۰۰۰', or nothing. */
export function showGrouped(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : formatNumber(value);
}
