import "server-only";
// The link texted to a buyer whose refund has nowhere to be paid (no card or sheba known): the refund's id,
// an expiry and an HMAC of both with AUTH_SECRET (the same signing as lib/payments/receipt-token.ts), on the
// host the ticket was bought on. It opens /refund-account, which lets that one refund's holder say where to
// pay; no other refund can be reached with it. It lasts REFUND_ACCOUNT_LINK_DAYS: longer than any refund
// waits for its payout, short enough that an old SMS stops being a way to redirect money.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

export const REFUND_ACCOUNT_LINK_DAYS = 30;
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(refundId: number, expSeconds: number) {
  return createHmac("sha256", env.authSecret).update(`refund-account:${refundId}:${expSeconds}`).digest("base64url");
}

/** The absolute /refund-account link of a refund, on the buying origin (null: the platform). */
export function refundAccountUrl(refundId: number, origin?: string | null, from = new Date()): string {
  const exp = Math.floor(from.getTime() / 1000) + REFUND_ACCOUNT_LINK_DAYS * 86_400;
  const url = new URL("/refund-account", origin ?? env.publicUrl);
  url.searchParams.set("refund", String(refundId));
  url.searchParams.set("token", `${exp}.${signature(refundId, exp)}`);
  return url.toString();
}

/** Whether `token` was signed for this refund and has not expired. */
export function refundAccountTokenValid(refundId: number, token: string | null | undefined, now = new Date()) {
  const match = TOKEN.exec(token ?? "");
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(refundId, exp));
  const sent = Buffer.from(match[2]);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}
