import "server-only";
// GET /api/product/reservation/receipt/{billId}?paymentStatus=&receipt=: where the gateway's return
// lands for a product bill; sends the browser on to the order's receipt page on the host the buyer
// started on (origin: lib/websites/trusted-origin.ts), so a sale website's buyer stays on the site,
// with the bill, the outcome and the receipt value, never the buyer's mobile or tracking id
// (lib/payments/receipt-token.ts).
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { receiptTokenValid } from "@/lib/payments/receipt-token";

export async function productReceiptLocation(
  billId: string,
  paymentStatus: string | undefined,
  origin?: string,
  receipt?: string,
): Promise<string> {
  const order = await prisma.productOrder.findUnique({
    where: { billId },
    select: { productId: true, product: { select: { leaderId: true } } },
  });
  if (!order) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const url = new URL(`/${order.product.leaderId}/product/${order.productId}/reserve/receipt`, origin ?? env.publicUrl);
  url.searchParams.set("billId", billId);
  url.searchParams.set(
    "status",
    paymentStatus === "paid" ? "paid" : paymentStatus === "pending" ? "pending" : "failed",
  );
  if (receiptTokenValid(billId, receipt)) url.searchParams.set("receipt", receipt!);
  return url.toString();
}
