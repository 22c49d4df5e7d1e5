// The buyer's ticket page (found by mobile and tracking id), where an installment's payment returns.
import { env } from "@/lib/config/env";

export function ticketPageUrl(leaderId: number, trackingId: string, mobile: string) {
  const url = new URL(`/${leaderId}/tour/ticketPrint`, env.publicUrl);
  url.searchParams.set("trackingId", trackingId);
  url.searchParams.set("mobile", mobile);
  return url.toString();
}
