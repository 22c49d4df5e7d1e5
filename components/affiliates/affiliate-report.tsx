// The affiliate's dashboard panel: tickets sold, what customers paid, commission earned, tours
// sold, and a bar chart of the last 12 weeks (tickets and commission per week). Rendered on the
// server from lib/affiliates/get-affiliate-report.ts; plain HTML/CSS bars, no chart library.
import Link from "next/link";
import { formatJalaliDate, formatNumber, formatToman } from "@/lib/format";

export interface AffiliateReportView {
  ticketsSold: number;
  salesAmount: number;
  commissionEarned: number;
  toursSold: number;
  weeks: { weekStart: string; tickets: number; commission: number }[];
}

export function AffiliateReport({ report }: { report: AffiliateReportView }) {
  const max = Math.max(1, ...report.weeks.map((w) => w.commission));
  const cards = [
    { key: "commissionEarned", title: "پورسانت دریافتی", value: formatToman(report.commissionEarned) },
    { key: "salesAmount", title: "مبلغ بلیت‌هایی که فروختید", value: formatToman(report.salesAmount) },
    { key: "ticketsSold", title: "بلیت‌های فروخته‌شده", value: formatNumber(report.ticketsSold) },
    { key: "toursSold", title: "تورهای فروخته‌شده", value: formatNumber(report.toursSold) },
  ];
  return (
    <section aria-label="گزارش فروش همکار" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <div key={c.key} className="card flex flex-col gap-2" data-testid={`affiliate-${c.key}`}>
            <span className="text-sm text-slate-500">{c.title}</span>
            <span className="text-xl font-bold">{c.value}</span>
          </div>
        ))}
      </div>
      {/* The same rule as the leader's share of the sale (lib/wallet/get-wallet-figures.ts): a traveller may
          cancel until the start, and the refund takes back the commission too. */}
      <p className="text-sm text-slate-600" data-testid="affiliate-commission-timing">
        پورسانت هر فروش، مانند سهم برگزارکننده از همان فروش، تا پایان تاریخ آن تور «در انتظار» می‌ماند و پس از آن قابل
        برداشت می‌شود؛ چون مسافر تا پیش از حرکت می‌تواند بلیت را لغو کند و بخشی از پورسانت هم برگردانده می‌شود.
      </p>
      <figure className="card flex flex-col gap-3">
        <figcaption className="font-bold">پورسانت هفتگی (۱۲ هفته اخیر)</figcaption>
        <ol className="flex h-48 items-end gap-1 overflow-x-auto" aria-label="نمودار هفتگی">
          {report.weeks.map((w) => (
            <li
              key={w.weekStart}
              className="flex min-w-6 flex-1 flex-col items-center justify-end gap-1"
              title={`هفته ${formatJalaliDate(w.weekStart)}: ${formatNumber(w.tickets)} بلیت، ${formatToman(w.commission)}`}
            >
              <span className="text-[10px] text-slate-500">{w.tickets ? formatNumber(w.tickets) : ""}</span>
              <span
                className="w-full rounded-t bg-emerald-500"
                style={{ height: `${Math.max(2, Math.round((w.commission / max) * 140))}px` }}
              />
              <span className="text-[10px] text-slate-500">{formatJalaliDate(w.weekStart).slice(5)}</span>
            </li>
          ))}
        </ol>
        <p className="text-xs text-slate-500">عدد بالای هر ستون تعداد بلیت‌های فروخته‌شده در آن هفته است.</p>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Link className="btn-primary" href="/dashboard/searchTours">
          جستجوی تور برای فروش
        </Link>
        <Link className="btn-secondary" href="/dashboard/financial/wallet">
          کیف پول
        </Link>
        <Link className="btn-secondary" href="/dashboard/financial">
          تراکنش‌ها و امور مالی
        </Link>
      </div>
    </section>
  );
}
