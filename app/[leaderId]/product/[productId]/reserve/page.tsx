import type { Metadata } from "next";
import { loadPublicProduct } from "@/lib/products/load-public-product";
import { ProductOrderForm } from "@/components/product-public/order-form";
import { c2cCard } from "@/lib/payments/c2c-card";

export const metadata: Metadata = { title: "سفارش محصول", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ leaderId: string; productId: string }> }) {
  const { leaderId, productId } = await params;
  return (
    <ProductOrderForm
      product={await loadPublicProduct(leaderId, productId)}
      basePath={`/${leaderId}/product/${productId}`}
      c2cOffered={c2cCard() !== null}
    />
  );
}
