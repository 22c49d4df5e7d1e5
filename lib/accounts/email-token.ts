import "server-only";
import { createHash, randomBytes } from "node:crypto";

export const EMAIL_TOKEN = { ttlMs: 24 * 3_600_000, minGapMs: 60_000 } as const;

export function newEmailToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashEmailToken(token) };
}

export function hashEmailToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}
