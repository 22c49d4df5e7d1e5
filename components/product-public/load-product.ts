import "server-only";
// The public product for a page under /{leaderId}/product/{productId} (or a sale website's
// host): read directly, 404 when it is missing or another leader's. Read fresh on each request, so
// the stock state is never stale.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/http/errors";
import { getProduct } from "@/lib/products/get-product";
import type { PublicProduct } from "./types";

const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export async function loadPublicProduct(leaderIdText: string, productIdText: string): Promise<PublicProduct> {
  const leaderId = id(leaderIdText);
  const productId = id(productIdText);
  if (!leaderId || !productId) notFound();
  try {
    const product = await getProduct(productId);
    if (product.leaderId !== leaderId) notFound();
    return JSON.parse(JSON.stringify(product, (_, v) => (typeof v === "bigint" ? Number(v) : v))) as PublicProduct;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
