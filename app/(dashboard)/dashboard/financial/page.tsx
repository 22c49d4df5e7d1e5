import type { Metadata } from "next";
import { FinancialView } from "@/components/money/financial-view";

export const metadata: Metadata = { title: "امور مالی" };

export default function FinancialPage() {
  return <FinancialView />;
}
