import "server-only";
// POST /api/Product: a product of the caller with its tags (photos are uploaded separately); the
// site's shop lists it on the next request.
import { prisma } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { expirePublicTourCache, siteProductsTag } from "@/lib/tours/public-tour-cache";
import { PRODUCT_MESSAGES as M } from "./messages";
import { productInclude, productView } from "./product-view";
import type { ProductInput } from "./schemas";

export function productColumns(input: ProductInput) {
  return {
    title: input.title,
    registrationEndTime: input.registrationEndTime,
    capacity: input.capacity,
    price: BigInt(input.price),
    description: input.description ?? null,
    extraQuestion: input.extraQuestion ?? null,
    isExtraQuestionDate: !!input.extraQuestion && input.isExtraQuestionDate,
    showInWebsite: input.showInWebsite,
  };
}

export async function createProduct(leaderId: number, input: ProductInput, now = new Date()) {
  if (input.registrationEndTime <= now) throw unprocessable(M.registrationPast, "registration_end_past");
  const product = await prisma.product.create({
    data: {
      leaderId,
      ...productColumns(input),
      tags: { createMany: { data: input.tags.map((title) => ({ title })) } },
    },
    include: productInclude,
  });
  expirePublicTourCache(siteProductsTag(leaderId));
  return productView(product, now);
}
