import "server-only";
// GET /api/product/reservation/receipt/{billId}?paymentStatus=: where the gateway's return lands
// for a product bill; sends the browser on to the order's receipt page on the host the buyer started
// on (origin: lib/websites/trusted-origin.ts), so a sale website's buyer stays on the site.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { productReceiptUrl } from "./purpose";

export async function productReceiptLocation(billId: string, paymentStatus: string | undefined, origin?: string): Promise<string> {
  const order = await prisma.productOrder.findUnique({ where: { billId }, select: { trackingId: true, mobile: true, productId: true, product: { select: { leaderId: true } } } });
  if (!order) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const url = new URL(productReceiptUrl(order, order.product.leaderId, origin));
  url.searchParams.set("billId", billId);
  url.searchParams.set("status", paymentStatus === "paid" ? "paid" : paymentStatus === "pending" ? "pending" : "failed");
  return url.toString();
}
