// The buyer's ticket page (found by mobile and tracking id), where an installment's payment returns. On the host
// the ticket was bought on: `origin` is the reservation's saleOrigin (lib/websites/buying-origin.ts), null for
// the platform.
import { env } from "@/lib/config/env";

export function ticketPageUrl(leaderId: number, trackingId: string, mobile: string, origin?: string | null) {
  const url = new URL(`/${leaderId}/tour/ticketPrint`, origin ?? env.publicUrl);
  url.searchParams.set("trackingId", trackingId);
  url.searchParams.set("mobile", mobile);
  return url.toString();
}
