import "server-only";
// The public product for a page under /{leaderId}/product/{productId} (or a sale website's
// host): read directly, 404 when it is missing or another leader's. Read fresh on each request, so
// the stock state is never stale.
import { notFound } from "next/navigation";
import { toWire } from "@/lib/client/to-wire";
import { ApiError } from "@/lib/http/errors";
import { getProduct } from "./get-product";

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export async function loadPublicProduct(leaderIdText: string, productIdText: string) {
  const leaderId = id(leaderIdText);
  const productId = id(productIdText);
  if (!leaderId || !productId) notFound();
  try {
    const product = await getProduct(productId);
    if (product.leaderId !== leaderId) notFound();
    return toWire(product);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
