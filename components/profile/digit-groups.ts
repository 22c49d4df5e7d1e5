// What the sheba and card fields show while typing: digits only (Persian digits become Latin),
// in groups of four, cut to the field's length (spec doc 1 §5: sheba max 30 characters).
import { digitsOnly } from "@/lib/format/input";

export const SHEBA_MAX_LENGTH = 30;
export const CARD_MAX_LENGTH = 19;

export function groupDigits(text: string, maxLength: number): string {
  const groups = digitsOnly(text).match(/\d{1,4}/g) ?? [];
  return groups.join(" ").slice(0, maxLength).trimEnd();
}
