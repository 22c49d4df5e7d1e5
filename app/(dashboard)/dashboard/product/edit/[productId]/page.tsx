import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductFormPage } from "@/components/product-dashboard/product-form";

export const metadata: Metadata = { title: "ویرایش محصول" };

export default async function EditProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const id = Number((await params).productId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <ProductFormPage productId={id} />;
}
