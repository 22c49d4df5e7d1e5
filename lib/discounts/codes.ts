// Campaign codes: random, without look-alike characters (no 0/O, 1/I/L), upper case.
import { randomInt } from "node:crypto";
import { latinDigits } from "@/lib/validation/fields";

/** Capitals and digits without look-alikes (0/O, 1/I/L). */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CAMPAIGN_CODE_LENGTH = 8;

export function newCampaignCode(): string {
  let code = "";
  for (let i = 0; i < CAMPAIGN_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `n` distinct new codes (the database's unique key is the last word). */
export function newCampaignCodes(n: number): string[] {
  const codes = new Set<string>();
  while (codes.size < n) codes.add(newCampaignCode());
  return [...codes];
}

/** As typed (lower case, Persian digits, spaces) → as stored. */
export const normalizeDiscountCode = (value: string) => latinDigits(value).replace(/\s/g, "").toUpperCase();
