import type { Metadata } from "next";
import { DiscountsView } from "@/components/discounts/discounts-view";

export const metadata: Metadata = { title: "کدهای تخفیف" };

export default function DiscountsPage() {
  return <DiscountsView />;
}
