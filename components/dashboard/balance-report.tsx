"use client";
// The dashboard home: the leader's balance report (GET /api/Users/Self/balance), in toman with
// Persian digits. Not asked for while the account awaits confirmation (the call would be refused).
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import * as wallet from "@/lib/client/endpoints/wallet";
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

// todaysSale and totalSale are what sales paid into this wallet: a leader's share of the tickets
// (after the platform's commission and any seller's), an affiliate's commission. The titles say
// which (issue 22: «کل فروش» showed a commission next to «مبلغ فروش شما», the sale itself).
const SHARE_TITLES = {
  leader: { todaysSale: "سهم شما از فروش امروز", totalSale: "سهم شما از کل فروش" },
  affiliate: { todaysSale: "پورسانت فروش امروز", totalSale: "کل پورسانت فروش" },
} as const;

// An affiliate's counts are in their sales report right below (tickets and tours sold): «تعداد فروش»
// here repeated its «بلیت‌های فروخته‌شده», and the passengers and tours an affiliate leads are none.
function cardsFor(affiliate: boolean): { key: keyof BalanceReport; title: string; money: boolean }[] {
  const share = SHARE_TITLES[affiliate ? "affiliate" : "leader"];
  const money = [
    { key: "balance", title: "موجودی کیف پول", money: true },
    { key: "todaysSale", title: share.todaysSale, money: true },
    { key: "totalSale", title: share.totalSale, money: true },
  ] as const;
  if (affiliate) return [...money];
  return [
    ...money,
    { key: "saleCount", title: "تعداد فروش", money: false },
    { key: "passengerCount", title: "تعداد مسافران", money: false },
    { key: "toursCompleted", title: "تورهای برگزار شده", money: false },
  ];
}

export function BalanceReportCards() {
  const { data: self } = useSelfProfile();
  const canLogin = self?.profile.canLogin ?? false;
  const { data, isPending } = useQuery({
    queryKey: ["users", "self", "balance"],
    queryFn: () => api.call(wallet.balanceContract),
    enabled: canLogin,
  });
  if (self && !canLogin) {
    return (
      <p className="card text-sm text-slate-600">
        پس از تایید حساب توسط اپراتور، گزارش فروش و موجودی شما اینجا نمایش داده می‌شود.
      </p>
    );
  }
  return (
    <section aria-label="گزارش موجودی" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cardsFor(self?.isAffiliate ?? false).map((card) => (
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
