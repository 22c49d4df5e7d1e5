import { env } from "@/lib/config/env";

/** Where the gateway sends the payer back; it adds Authority and Status itself. */
export function verifyCallbackUrl(billId: string, origin: string = env.publicUrl): string {
  const url = new URL("/api/tour/bill/verify-payment", origin);
  url.searchParams.set("BillId", billId);
  return url.toString();
}
