import type { Metadata } from "next";
import { ProductReceipt } from "@/components/product-public/product-receipt";

export const metadata: Metadata = { title: "رسید سفارش محصول", robots: { index: false } };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ leaderId: string; productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ leaderId, productId }, query] = await Promise.all([params, searchParams]);
  return (
    <ProductReceipt
      initial={{
        billId: one(query.billId),
        receipt: one(query.receipt),
        status: one(query.status),
        trackingId: one(query.trackingId),
        mobile: one(query.mobile),
      }}
      basePath={`/${leaderId}/product/${productId}`}
    />
  );
}
