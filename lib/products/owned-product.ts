import "server-only";
// Ownership of a product: another leader's (or an unknown) id answers 404. Writes lock the row,
// which the order code updates too, so an edit and a sale of one product take turns. Every edit
// expires the site shop's products (siteProductsTag) after its commit.
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { expirePublicTourCache, siteProductsTag } from "@/lib/tours/public-tour-cache";
import { PRODUCT_MESSAGES as M } from "./messages";

export async function lockOwnedProduct(tx: Db, leaderId: number, productId: number) {
  const rows = await tx.$queryRaw<{ id: number; soldCount: number }[]>`
    SELECT id, "soldCount" FROM "Product" WHERE id = ${productId} AND "leaderId" = ${leaderId} FOR UPDATE`;
  if (!rows[0]) throw notFound(M.notFound, "product_not_found");
  return rows[0];
}

/** Runs `fn` in a transaction holding the lock of the caller's product. */
export async function withOwnedProduct<T>(leaderId: number, productId: number, fn: (tx: Db) => Promise<T>) {
  const result = await prisma.$transaction(
    async (tx) => {
      await lockOwnedProduct(tx, leaderId, productId);
      return fn(tx);
    },
    { timeout: 20_000 },
  );
  // Every edit of a product passes here: the site's shop shows it on the next request.
  expirePublicTourCache(siteProductsTag(leaderId));
  return result;
}

export async function assertOwnedProduct(db: Db, leaderId: number, productId: number) {
  if (!(await db.product.count({ where: { id: productId, leaderId } })))
    throw notFound(M.notFound, "product_not_found");
}
