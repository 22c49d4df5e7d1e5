// GET /api/sale-website/{userId}/public/products and the site's /shop: the owner's products shown on
// the website (active, showInWebsite), newest first, 9 a page, by search term and tags.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { productInclude, productView } from "@/lib/products/product-view";
import { searchSpellings } from "@/lib/format";

export interface PublicProductsQuery {
  Page: number;
  PageSize: number;
  "Resource.SearchTerm"?: string;
  "Resource.Tags"?: string[];
}

export async function listPublicProducts(userId: number, q: PublicProductsQuery, now = new Date()) {
  const term = q["Resource.SearchTerm"];
  const tags = q["Resource.Tags"] ?? [];
  const where: Prisma.ProductWhereInput = {
    leaderId: userId,
    isActive: true,
    showInWebsite: true,
    ...(term
      ? {
          OR: searchSpellings(term).flatMap((t): Prisma.ProductWhereInput[] => [
            { title: { contains: t, mode: "insensitive" } },
            { description: { contains: t, mode: "insensitive" } },
          ]),
        }
      : {}),
    ...(tags.length ? { tags: { some: { title: { in: tags } } } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.product.findMany({
      where,
      include: productInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(q),
    }),
    prisma.product.count({ where }),
  ]);
  const paged = toPaged(
    rows.map((p) => productView(p, now)),
    total,
    q.PageSize,
  );
  return { ...paged, pageNumber: q.Page, pageSize: q.PageSize };
}
