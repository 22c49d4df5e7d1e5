import { randomInt } from "node:crypto";
import { latinDigits } from "@/lib/validation/fields";
import { TRACKING_ALPHABET, TRACKING_LENGTH } from "./constants";

/** A new random tracking id (31^8 ≈ 8.5e11 values; uniqueness is also a database constraint). */
export function newTrackingId(): string {
  let id = "";
  for (let i = 0; i < TRACKING_LENGTH; i++) id += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return id;
}

/** As typed (lower case, Persian digits, spaces) → as stored. */
export const normalizeTrackingId = (value: string) => latinDigits(value).replace(/[\s-]/g, "").toUpperCase();
