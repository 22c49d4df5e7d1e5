"use client";
// Visits and sales of the tour by source (Instagram, Telegram, WhatsApp, direct) and its conversion figures.
import { useQuery } from "@tanstack/react-query";
import { formatDigits, formatNumber, formatToman } from "@/lib/format";
import { reportApi } from "./report-api";

export function StatsPanel({ tourId }: { tourId: number }) {
  const views = useQuery({ queryKey: ["tour-report", tourId, "views"], queryFn: () => reportApi.views(tourId) });
  const sale = useQuery({
    queryKey: ["tour-report", tourId, "sale-statistics"],
    queryFn: () => reportApi.saleStatistics(tourId),
  });
  const max = Math.max(1, ...(views.data?.sources.map((s) => s.views) ?? [1]));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card space-y-3" aria-label="بازدید و فروش بر اساس منبع">
        <h3 className="text-sm font-bold">بازدید و فروش بر اساس منبع</h3>
        {views.data?.sources.map((s) => (
          <div key={s.source} className="space-y-1" data-testid={`source-${s.source}`}>
            <div className="flex justify-between text-xs">
              <span>{s.title}</span>
              <span>
                {formatNumber(s.views)} بازدید، {formatNumber(s.sales)} خرید، {formatToman(s.amount)}
              </span>
            </div>
            <div className="h-2 rounded bg-slate-100">
              <div className="h-2 rounded bg-brand-600" style={{ width: `${(s.views / max) * 100}%` }} />
            </div>
          </div>
        ))}
        {views.data && (
          <p className="text-xs text-slate-500">
            فروش آفلاین: {formatNumber(views.data.offlineSales)} رزرو ({formatToman(views.data.offlineAmount)})
          </p>
        )}
      </section>
      <section className="card grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="نرخ تبدیل">
        {sale.data &&
          [
            ["خرید از کل بازدیدها", sale.data.purchasePercentFromAllViews],
            ["بازدید دوباره", sale.data.revisitPercent],
            ["خرید دوباره", sale.data.rePurchasePercentFromAllPurchases],
          ].map(([title, value]) => (
            <div key={title as string} className="flex flex-col gap-1">
              <span className="text-xs text-slate-500">{title}</span>
              <span className="text-xl font-bold">{formatDigits(value as number)}٪</span>
            </div>
          ))}
      </section>
    </div>
  );
}
