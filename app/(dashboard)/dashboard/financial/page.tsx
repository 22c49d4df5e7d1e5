import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "امور مالی" };

export default function FinancialPage() {
  return <ComingSoon title="امور مالی" />;
}
