import type { Metadata } from "next";
import { AffiliateReport } from "@/components/affiliates/affiliate-report";
import { BalanceReportCards } from "@/components/dashboard/balance-report";
import { DashboardCharts } from "@/components/dashboard-stats/dashboard-charts";
import { getAffiliateReport } from "@/lib/affiliates/get-affiliate-report";
import { getPageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "داشبورد" };

export default async function DashboardHomePage() {
  const caller = await getPageCaller();
  // An affiliate's home adds their sales as a seller (read on the server; not while unconfirmed).
  const report = caller?.role === "Affiliate" && caller.canLogin ? await getAffiliateReport(caller.userId) : null;
  return (
    <div className="flex flex-col gap-6">
      <BalanceReportCards />
      {report && (
        <AffiliateReport
          report={{
            ticketsSold: report.ticketsSold,
            salesAmount: Number(report.salesAmount),
            commissionEarned: Number(report.commissionEarned),
            toursSold: report.toursSold,
            weeks: report.weeks.map((w) => ({ ...w, commission: Number(w.commission) })),
          }}
        />
      )}
      {caller?.role === "Leader" && caller.canLogin && <DashboardCharts />}
    </div>
  );
}
