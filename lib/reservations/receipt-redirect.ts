import "server-only";
// GET /api/tour/reservation/receipt/{billId}?paymentStatus=: where the gateway's return lands for a
// tour bill (the purpose's receiptUrl). The final-receipt page lives under the leader and the tour,
// which only the reservation knows: this finds them and sends the browser on.
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function receiptLocation(billId: string, paymentStatus: string | undefined, origin: string = env.publicUrl): Promise<string> {
  const reservation = await prisma.reservation.findUnique({
    where: { billId },
    select: { trackingId: true, buyerMobile: true, tourId: true, sellerId: true, tour: { select: { leaderId: true } } },
  });
  if (!reservation) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const url = new URL(`/${reservation.tour.leaderId}/tour/${reservation.tourId}/reserve/finalReceipt`, origin);
  url.searchParams.set("billId", billId);
  url.searchParams.set("trackingId", reservation.trackingId);
  url.searchParams.set("mobile", reservation.buyerMobile);
  url.searchParams.set("status", paymentStatus === "paid" ? "paid" : paymentStatus === "pending" ? "pending" : "failed");
  // An affiliate's sale: the receipt's way back to the tour keeps the seller, so a retry stays theirs.
  if (reservation.sellerId) url.searchParams.set("sellerId", String(reservation.sellerId));
  return url.toString();
}
