"use client";
// The dashboard home: the leader's balance report (GET /api/Users/Self/balance), in toman with
// Persian digits. Not asked for while the account awaits confirmation (the call would be refused).
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/client/api-client";
import { formatNumber, formatToman } from "@/lib/format";
import { useSelfProfile } from "./use-self-profile";

export interface BalanceReport {
  balance: number;
  passengerCount: number;
  toursCompleted: number;
  saleCount: number;
  todaysSale: number;
  totalSale: number;
}

const CARDS: { key: keyof BalanceReport; title: string; money: boolean }[] = [
  { key: "balance", title: "موجودی کیف پول", money: true },
  { key: "todaysSale", title: "فروش امروز", money: true },
  { key: "totalSale", title: "کل فروش", money: true },
  { key: "saleCount", title: "تعداد فروش", money: false },
  { key: "passengerCount", title: "تعداد مسافران", money: false },
  { key: "toursCompleted", title: "تورهای برگزار شده", money: false },
];

export function BalanceReportCards() {
  const { data: self } = useSelfProfile();
  const canLogin = self?.profile.canLogin ?? false;
  const { data, isPending } = useQuery({
    queryKey: ["users", "self", "balance"],
    queryFn: () => apiClient.get<BalanceReport>("/api/Users/Self/balance"),
    enabled: canLogin,
  });
  if (self && !canLogin) {
    return <p className="card text-sm text-slate-600">پس از تایید حساب توسط اپراتور، گزارش فروش و موجودی شما اینجا نمایش داده می‌شود.</p>;
  }
  return (
    <section aria-label="گزارش موجودی" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CARDS.map((card) => (
        <div key={card.key} className="card flex flex-col gap-2" data-testid={`balance-${card.key}`}>
          <span className="text-sm text-slate-500">{card.title}</span>
          <span className="text-xl font-bold">
            {isPending || !data ? "…" : card.money ? formatToman(data[card.key]) : formatNumber(data[card.key])}
          </span>
        </div>
      ))}
    </section>
  );
}
