import type { Metadata } from "next";
import { SavedNotice } from "@/components/dashboard/saved-notice";
import { PRODUCT_SAVED } from "@/components/product-dashboard/labels";
import { ProductList } from "@/components/product-dashboard/product-list";

export const metadata: Metadata = { title: "محصولات" };

export default function ProductsPage() {
  return (
    <>
      <SavedNotice messages={PRODUCT_SAVED} />
      <ProductList />
    </>
  );
}
