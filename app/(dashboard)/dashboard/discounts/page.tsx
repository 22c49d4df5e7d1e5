import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "کدهای تخفیف" };

export default function DiscountsPage() {
  return <ComingSoon title="کدهای تخفیف" />;
}
