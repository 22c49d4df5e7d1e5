import "server-only";
// GET /api/Product/{productId}: the edit form's and the public page's product. Anyone may read a
// product (an inactive one shows as OutOfStock and cannot be ordered).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { PRODUCT_MESSAGES as M } from "./messages";
import { productInclude, productView } from "./product-view";

export async function getProduct(productId: number) {
  const product = await prisma.product.findUnique({
    where: { id: productId },
    include: {
      ...productInclude,
      leader: { select: { id: true, firstName: true, lastName: true, brand: true, role: true } },
    },
  });
  if (!product || product.leader.role !== "Leader") throw notFound(M.notFound, "product_not_found");
  const l = product.leader;
  return { ...productView(product), leader: { id: l.id, name: l.brand || `${l.firstName} ${l.lastName}` } };
}
