import type { Metadata } from "next";
import { ProductList } from "@/components/product-dashboard/product-list";

export const metadata: Metadata = { title: "محصولات" };

export default function ProductsPage() {
  return <ProductList />;
}
