import { randomBytes } from "node:crypto";

/**
 * A bill's id, in the shape of the cuid the schema's default makes (25 lower-case letters and digits,
 * starting with "c", time first): made here so a bill written by a raw statement gets one too.
 */
export function newBillId(now = new Date()): string {
  const time = now.getTime().toString(36).padStart(8, "0").slice(-8);
  let random = "";
  for (const byte of randomBytes(16)) random += (byte % 36).toString(36);
  return `c${time}${random}`;
}
