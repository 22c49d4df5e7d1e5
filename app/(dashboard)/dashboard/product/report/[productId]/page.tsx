import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductReport } from "@/components/product-dashboard/product-report";

export const metadata: Metadata = { title: "خریداران محصول" };

export default async function ProductReportPage({ params }: { params: Promise<{ productId: string }> }) {
  const id = Number((await params).productId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ProductReport productId={id} />;
}
