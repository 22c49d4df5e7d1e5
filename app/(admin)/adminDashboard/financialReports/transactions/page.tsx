import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "تراکنش‌ها" };

export default function TransactionsPage() {
  return <ComingSoon title="تراکنش‌ها" />;
}
