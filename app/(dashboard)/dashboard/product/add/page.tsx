import type { Metadata } from "next";
import { ProductFormPage } from "@/components/product-dashboard/product-form";

export const metadata: Metadata = { title: "افزودن محصول" };

export default function AddProductPage() {
  return <ProductFormPage productId={null} />;
}
