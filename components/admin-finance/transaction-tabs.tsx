"use client";
// One tab per payment method; switching keeps the search and dates but not a status of the other method.
import { cn } from "@/components/ui";
import { TAB_TITLES } from "./labels";
import { TRANSACTION_TABS } from "./transaction-params";
import { useTransactionParams } from "./use-transaction-params";

export function TransactionTabs() {
  const [params, setParams] = useTransactionParams();
  return (
    <div role="tablist" aria-label="نوع تراکنش" className="flex gap-1 border-b border-slate-200">
      {TRANSACTION_TABS.map((tab) => {
        const selected = params.tab === tab;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => void setParams({ tab, status: null, page: 1 })}
            className={cn(
              "-mb-px border-b-2 px-4 py-2.5 text-sm transition",
              selected
                ? "border-brand-600 font-semibold text-brand-700"
                : "border-transparent text-slate-500 hover:text-slate-700",
            )}
          >
            {TAB_TITLES[tab]}
          </button>
        );
      })}
    </div>
  );
}
