import "server-only";
// GET /api/tour/reservation/receipt/{billId}?paymentStatus=&receipt=: where the gateway's return
// lands for a tour bill (the purpose's receiptUrl). The final-receipt page lives under the leader and
// the tour, which only the reservation knows: this finds them and sends the browser on with the
// bill, the outcome and the receipt value, never the buyer's mobile or tracking id (a bill id alone
// opens nothing: lib/payments/receipt-token.ts).
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { receiptTokenValid } from "@/lib/payments/receipt-token";

export async function receiptLocation(
  billId: string,
  paymentStatus: string | undefined,
  origin: string = env.publicUrl,
  receipt?: string,
): Promise<string> {
  const reservation = await prisma.reservation.findUnique({
    where: { billId },
    select: { tourId: true, sellerId: true, tour: { select: { leaderId: true } } },
  });
  if (!reservation) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const url = new URL(`/${reservation.tour.leaderId}/tour/${reservation.tourId}/reserve/finalReceipt`, origin);
  url.searchParams.set("billId", billId);
  url.searchParams.set(
    "status",
    paymentStatus === "paid" ? "paid" : paymentStatus === "pending" ? "pending" : "failed",
  );
  if (receiptTokenValid(billId, receipt)) url.searchParams.set("receipt", receipt!);
  // An affiliate's sale: the receipt's way back to the tour keeps the seller, so a retry stays theirs.
  if (reservation.sellerId) url.searchParams.set("sellerId", String(reservation.sellerId));
  return url.toString();
}
