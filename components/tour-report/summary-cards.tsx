"use client";
// The sales summary of the tour (or the chosen session): GET /api/Tour/{id}/sales-summary.
import { useQuery } from "@tanstack/react-query";
import { formatNumber, formatToman } from "@/lib/format";
import { reportApi, type SalesSummary } from "./report-api";

// «کل فروش» counts cancelled tickets too (what was ever paid, refunds apart): the operator's tour list
// shows the sale of tickets still valid, so each label says which it is and the two never seem to disagree.
const CARDS: { key: keyof SalesSummary; title: string; money: boolean }[] = [
  { key: "totalSale", title: "کل فروش (با بلیت‌های لغوشده)", money: true },
  { key: "onlineSale", title: "فروش آنلاین", money: true },
  { key: "offlineSale", title: "فروش آفلاین", money: true },
  { key: "affiliateCommision", title: "پورسانت همکاران", money: true },
  { key: "tourInventory", title: "ظرفیت باقی‌مانده", money: false },
  { key: "refunds", title: "استردادها", money: true },
];

export function SummaryCards({ tourId, sessionId }: { tourId: number; sessionId?: number }) {
  const { data } = useQuery({
    queryKey: ["tour-report", tourId, "summary", sessionId ?? null],
    queryFn: () => reportApi.summary(tourId, sessionId),
  });
  return (
    <section aria-label="خلاصه فروش" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {CARDS.map((card) => (
        <div key={card.key} className="card flex flex-col gap-1 p-3" data-testid={`summary-${card.key}`}>
          <span className="text-xs text-slate-500">{card.title}</span>
          <span className="text-base font-bold">
            {!data ? "…" : card.money ? formatToman(data[card.key]) : `${formatNumber(data[card.key])} نفر`}
          </span>
        </div>
      ))}
    </section>
  );
}
