import "server-only";
// GET /api/Product/Search: the caller's products, newest first, 10 a page. UserId, when given,
// must be the caller (another leader's products are not listed here: an empty page).
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { productInclude, productView } from "./product-view";
import { searchSpellings } from "@/lib/format";

export interface ProductSearch {
  "Resource.Title"?: string;
  RegisterTimeEndsBefore?: Date;
  RegisterTimeEndsAfter?: Date;
  UserId?: number;
  Page: number;
  PageSize: number;
}

export async function searchProducts(leaderId: number, q: ProductSearch) {
  const where: Prisma.ProductWhereInput = {
    leaderId: q.UserId && q.UserId !== leaderId ? -1 : leaderId,
    ...(q["Resource.Title"]
      ? {
          OR: searchSpellings(q["Resource.Title"]).map((t) => ({
            title: { contains: t, mode: "insensitive" as const },
          })),
        }
      : {}),
    ...(q.RegisterTimeEndsBefore || q.RegisterTimeEndsAfter
      ? { registrationEndTime: { lt: q.RegisterTimeEndsBefore, gt: q.RegisterTimeEndsAfter } }
      : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.product.findMany({ where, include: productInclude, orderBy: { id: "desc" }, ...pageWindow(q) }),
    prisma.product.count({ where }),
  ]);
  const now = new Date();
  return toPaged(
    rows.map((p) => productView(p, now)),
    total,
    q.PageSize,
  );
}
