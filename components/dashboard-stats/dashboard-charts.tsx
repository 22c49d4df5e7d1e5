"use client";
// The dashboard home's trends: tickets sold per weekday (Saturday to Friday, this week next to the
// last), page views by source, and page views per day over a Jalali day range. Statistics fail
// silently (the spec's rule): a chart without data shows nothing alarming.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { JalaliDayRange } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as statistics from "@/lib/client/endpoints/statistics";
import { formatDigits, formatJalali, formatNumber } from "@/lib/format";
import { BarChart } from "./bar-chart";

const noon = (day: string) => `${day}T08:30:00Z`;

export function DashboardCharts() {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const weekly = useQuery({
    queryKey: ["stats", "weekly"],
    queryFn: () => api.call(statistics.weeklySalesContract, { notify: false }),
  });
  const views = useQuery({
    queryKey: ["stats", "views"],
    queryFn: () => api.call(statistics.viewStatisticsContract, { notify: false }),
  });
  const sale = useQuery({
    queryKey: ["stats", "sale"],
    queryFn: () => api.call(statistics.saleStatisticsContract, { notify: false }),
  });
  const periodic = useQuery({
    queryKey: ["stats", "periodic", range],
    queryFn: () =>
      api.call(statistics.periodicViewsContract, {
        query: { From: range.from ?? undefined, To: range.to ?? undefined },
        notify: false,
      }),
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card space-y-2" aria-label="فروش هفتگی" data-testid="chart-weekly">
        <h2 className="text-sm font-bold">فروش هفتگی (تعداد بلیت)</h2>
        {weekly.data && (
          <>
            <p className="text-xs text-slate-500">
              هفته‌ای که از {formatJalali(noon(weekly.data.weekStart), "d MMMM")} آغاز شده
            </p>
            <BarChart
              label="بلیت‌های فروخته‌شده در هر روز هفته"
              labels={weekly.data.days.map((d) => d.title)}
              series={[
                { name: "این هفته", color: "#0d9488", values: weekly.data.days.map((d) => d.tickets) },
                { name: "هفته قبل", color: "#cbd5e1", values: weekly.data.days.map((d) => d.previousTickets) },
              ]}
            />
          </>
        )}
      </section>
      <section className="card space-y-3" aria-label="بازدید بر اساس منبع" data-testid="chart-sources">
        <h2 className="text-sm font-bold">بازدید بر اساس منبع</h2>
        {views.data?.sources.map((s) => (
          <div key={s.source} className="space-y-1">
            <div className="flex justify-between text-xs">
              <span>{s.title}</span>
              <span>
                {formatNumber(s.views)} بازدید، {formatNumber(s.sales)} خرید
              </span>
            </div>
            <div className="h-2 rounded bg-slate-100">
              <div
                className="h-2 rounded bg-brand-600"
                style={{ width: `${(s.views / Math.max(1, views.data!.totalViews)) * 100}%` }}
              />
            </div>
          </div>
        ))}
        {sale.data && (
          <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center">
            {(
              [
                ["خرید از بازدید", sale.data.purchasePercentFromAllViews],
                ["بازدید دوباره", sale.data.revisitPercent],
                ["خرید دوباره", sale.data.rePurchasePercentFromAllPurchases],
              ] as const
            ).map(([title, value]) => (
              <div key={title}>
                <dt className="text-xs text-slate-500">{title}</dt>
                <dd className="font-bold">{formatDigits(value)}٪</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="card space-y-2 lg:col-span-2" aria-label="بازدیدهای دوره‌ای" data-testid="chart-periodic">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-sm font-bold">بازدید روزانه</h2>
          <div className="w-full sm:w-72">
            <JalaliDayRange
              id="stats-range"
              label="بازه"
              from={range.from}
              to={range.to}
              onChange={setRange}
              placeholder="۳۰ روز گذشته"
            />
          </div>
        </div>
        {periodic.data && (
          <BarChart
            label="بازدید روزانه"
            labels={periodic.data.views.map((v) => formatJalali(noon(v.day), "MM/dd"))}
            series={[{ name: "بازدید", color: "#0d9488", values: periodic.data.views.map((v) => v.views) }]}
          />
        )}
      </section>
    </div>
  );
}
