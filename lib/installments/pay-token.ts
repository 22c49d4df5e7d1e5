import "server-only";
// The pay link of one installment (in the SMS, on /my and on the ticket page): the installment's id
// and an HMAC of it with AUTH_SECRET, so the link pays exactly that installment and no other id can
// be tried. It does not expire (an SMS link must work until the installment is paid) and grants
// nothing but going to the gateway for that installment's amount.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { buildPath } from "@/lib/client/endpoint";
import { payInstallmentContract } from "./contracts";

function signature(installmentId: number) {
  return createHmac("sha256", env.authSecret).update(`installment-pay:${installmentId}`).digest("base64url");
}

export function payTokenValid(installmentId: number, token: string): boolean {
  const expected = Buffer.from(signature(installmentId));
  const sent = Buffer.from(token);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}

/** The absolute pay link of an installment, on the given origin (a sale website's) or the platform's. */
export function installmentPayUrl(installmentId: number, origin: string = env.publicUrl): string {
  const url = new URL(buildPath(payInstallmentContract.path, { installmentId }), origin);
  url.searchParams.set("token", signature(installmentId));
  return url.toString();
}

/**
 * The pay link as a path, for a page's own «پرداخت قسط» (the ticket, /my): it stays on the host the page is
 * on, so a buyer on a sale website pays there and the gateway brings them back there.
 */
export function installmentPayPath(installmentId: number): string {
  const url = new URL(installmentPayUrl(installmentId));
  return url.pathname + url.search;
}
