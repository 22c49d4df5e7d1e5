import "server-only";
// One-time SMS codes: six random digits, kept only as an HMAC bound to the mobile and purpose.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import type { OtpPurpose } from "@/lib/db/generated/enums";

export const OTP = {
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  perMobileGapMs: 60_000,
  perMobilePerHour: 5,
} as const;

/**
 * Codes one client address may request per hour before it is slowed: 20, or OTP_IP_HOURLY_LIMIT
 * (an end-to-end run whose requests all come from the loopback address).
 */
export function otpIpHourlyLimit() {
  return env.OTP_IP_HOURLY_LIMIT;
}

/** Past the free budget, the wait after the address's n-th extra code: 2 s, 4 s … at most 60 s (some 80 codes an hour in all). */
export function otpAddressGapMs(extra: number) {
  return Math.min(60_000, 1000 * 2 ** Math.min(extra, 16));
}

export function generateOtpCode() {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function hashOtpCode(input: { mobile: string; purpose: OtpPurpose; code: string }) {
  return createHmac("sha256", env.authSecret)
    .update(`otp:${input.purpose}:${input.mobile}:${input.code}`)
    .digest("hex");
}

export function otpMatches(storedHash: string, input: { mobile: string; purpose: OtpPurpose; code: string }) {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashOtpCode(input), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
