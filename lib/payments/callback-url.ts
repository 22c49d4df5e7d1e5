// Addresses of the payment calls that the server hands out (to the gateway, or to the browser to
// follow), built from their contracts' paths.
import { buildPath } from "@/lib/client/endpoint";
import { env } from "@/lib/config/env";
import { paymentBillRedirectContract, verifyPaymentContract } from "./contracts";

/** Where the gateway sends the payer back; it adds Authority and Status itself. */
export function verifyCallbackUrl(billId: string, origin: string = env.publicUrl): string {
  const url = new URL(verifyPaymentContract.path, origin);
  url.searchParams.set("BillId", billId);
  return url.toString();
}

/** The call that sends the browser to the gateway for a bill (relative: the page's own host). */
export const paymentBillUrl = (billId: string) => buildPath(paymentBillRedirectContract.path, { billId });
