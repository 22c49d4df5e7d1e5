"use client";
// /dashboard/installmentSale: the leader's installment plans («تعریف اقساط») and the tickets sold on
// them («فروش‌های اقساطی»), one tab each; the tab is kept in the address (?tab=sales) so a reload or a
// shared link opens the same one.
import { parseAsStringLiteral, useQueryState } from "nuqs";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { PlansPanel } from "./plans-panel";
import { SalesPanel } from "./sales-panel";

const TABS = [
  { key: "plans", title: "تعریف اقساط" },
  { key: "sales", title: "فروش‌های اقساطی" },
] as const;

export function InstallmentSaleView() {
  const [tab, setTab] = useQueryState("tab", parseAsStringLiteral(TABS.map((t) => t.key)).withDefault("plans"));
  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="فروش اقساطی" />
      <div role="tablist" aria-label="فروش اقساطی" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`installment-tab-${t.key}`}
            role="tab"
            type="button"
            aria-selected={tab === t.key}
            aria-controls={`installment-panel-${t.key}`}
            onClick={() => void setTab(t.key)}
            className={`min-h-10 whitespace-nowrap border-b-2 px-3 py-2 text-sm ${tab === t.key ? "border-brand-600 font-bold text-brand-700" : "border-transparent text-slate-600"}`}
          >
            {t.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`installment-panel-${tab}`} aria-labelledby={`installment-tab-${tab}`}>
        {tab === "plans" ? <PlansPanel /> : <SalesPanel />}
      </div>
    </div>
  );
}
