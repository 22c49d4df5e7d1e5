import "server-only";
// PUT /api/Product/{productId}/toggle-status: an inactive product takes no orders (held ones stay).
import { withOwnedProduct } from "./owned-product";

export function toggleProductStatus(leaderId: number, productId: number) {
  return withOwnedProduct(leaderId, productId, async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; isActive: boolean }[]>`
      UPDATE "Product" SET "isActive" = NOT "isActive", "updatedAt" = now() WHERE id = ${productId} RETURNING id, "isActive"`;
    return rows[0];
  });
}
