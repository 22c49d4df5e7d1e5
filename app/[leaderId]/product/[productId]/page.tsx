import type { Metadata } from "next";
import { loadPublicProduct } from "@/lib/products/load-public-product";
import { ProductPage } from "@/components/product-public/product-page";
import { productPageMetadata } from "./product-metadata";

type Params = { params: Promise<{ leaderId: string; productId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return productPageMetadata(params);
}

export default async function Page({ params }: Params) {
  const { leaderId, productId } = await params;
  return (
    <ProductPage
      product={await loadPublicProduct(leaderId, productId)}
      basePath={`/${leaderId}/product/${productId}`}
    />
  );
}
