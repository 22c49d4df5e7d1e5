import type { Metadata } from "next";
import { BalanceReportCards } from "@/components/dashboard/balance-report";

export const metadata: Metadata = { title: "داشبورد" };

export default function DashboardHomePage() {
  return <BalanceReportCards />;
}
