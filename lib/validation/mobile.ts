// The mobile number's canonical form, without zod (lib/validation/fields.ts builds its schema on it),
// so that a browser island that only normalises a typed number (the /tracking form) does not load zod.
import { toLatinDigits } from "@/lib/format/digits";

/** Iranian mobile: optional leading 0 (or +98/98), then 9 and nine digits, separators allowed. Canonical form 09xxxxxxxxx. */
export function normalizeMobile(value: string): string | null {
  const digits = toLatinDigits(value)
    .trim()
    .replace(/[\s\-().]/g, "");
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}
