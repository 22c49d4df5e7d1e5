import "server-only";
// PUT /api/Product/{productId}: replaces the terms and tags. Capacity never goes below what is
// held or sold (checked under the product's row lock, which sales also take); the price applies
// to orders from now on (an order keeps its unit price).
import { unprocessable } from "@/lib/http/errors";
import { productColumns } from "./create-product";
import { PRODUCT_MESSAGES as M } from "./messages";
import { withOwnedProduct } from "./owned-product";
import { productInclude, productView } from "./product-view";
import type { ProductInput } from "./schemas";

export async function updateProduct(leaderId: number, productId: number, input: ProductInput) {
  const product = await withOwnedProduct(leaderId, productId, async (tx) => {
    const { soldCount } = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { soldCount: true } });
    if (input.capacity < soldCount) throw unprocessable(M.capacityBelowSold(soldCount), "capacity_below_sold");
    await tx.productTag.deleteMany({ where: { productId } });
    return tx.product.update({
      where: { id: productId },
      data: { ...productColumns(input), tags: { createMany: { data: input.tags.map((title) => ({ title })) } } },
      include: productInclude,
    });
  });
  return productView(product);
}
