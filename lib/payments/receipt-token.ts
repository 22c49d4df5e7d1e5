import "server-only";
// The way from the gateway back to a receipt: an unguessable, short-lived value bound to one bill
// (HMAC with AUTH_SECRET over the bill id and an expiry), instead of the buyer's mobile and tracking
// id in the address, which browser histories, proxies and referrers keep. It counts from the
// payment, not from the request: replaying an old gateway return (its address is in the history)
// mints only an expired one.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

export const RECEIPT_TOKEN_TTL_MS = 30 * 60_000;

function signature(billId: string, expSeconds: number) {
  return createHmac("sha256", env.authSecret).update(`receipt:${billId}:${expSeconds}`).digest("base64url");
}

/** A receipt value for the bill, valid RECEIPT_TOKEN_TTL_MS from `from` (the payment's time). */
export function receiptToken(billId: string, from: Date): string {
  const exp = Math.floor((from.getTime() + RECEIPT_TOKEN_TTL_MS) / 1000);
  return `${exp}.${signature(billId, exp)}`;
}

export function receiptTokenValid(billId: string, token: string | null | undefined, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(billId, exp));
  const sent = Buffer.from(match[2]);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}
