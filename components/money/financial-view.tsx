"use client";
// /dashboard/financial (spec doc 3 §3–§4): three tabs — transactions (From, To,
// TourNameOrTrackingCode), turnover (running balance per line; From, To, TrackingCode) and
// checkouts (OnlyPaid, Start, End) — each paged, amounts in toman, Jalali dates, and an .xlsx of
// every matching row. The tab, the filters and the page live in the address.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryState } from "nuqs";
import { dataCell, DataTable, Input } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { FilteredCheckouts } from "./filtered-checkouts";
import { typeLabel } from "./labels";
import { ListSummary, rangeQuery } from "./list-bits";
import { exportHref, moneyApi, moneyExports } from "./money-api";
import { MoneyFilters } from "./money-filters";
import { tabParser, useMoneyParams } from "./use-money-params";

const TAB_IDS = ["transactions", "turnover", "checkouts"] as const;
const TABS: { id: (typeof TAB_IDS)[number]; title: string }[] = [
  { id: "transactions", title: "تراکنش‌ها" },
  { id: "turnover", title: "گردش حساب" },
  { id: "checkouts", title: "تسویه‌ها" },
];

function EntriesTab({ turnover }: { turnover: boolean }) {
  const money = useMoneyParams();
  const { page, term } = money.params;
  const query = {
    ...rangeQuery(money.range, "From", "To"),
    ...(turnover ? { TrackingCode: term.trim() || undefined } : { TourNameOrTrackingCode: term.trim() || undefined }),
    Page: page,
    PageSize: turnover ? 20 : 10,
  };
  const list = useQuery({
    queryKey: ["money", turnover ? "turnover" : "report", query],
    queryFn: () => (turnover ? moneyApi.turnover(query) : moneyApi.report(query)),
    placeholderData: keepPreviousData,
  });
  const path = turnover ? moneyExports.turnover : moneyExports.report;
  return (
    <div className="flex flex-col gap-4">
      <MoneyFilters
        money={money}
        rangeId={`${turnover ? "turnover" : "report"}-range`}
        rangeLabel="تاریخ"
        excelHref={exportHref(path, query)}
      >
        <Input
          id={`${turnover ? "turnover" : "report"}-term`}
          label={turnover ? "کد رهگیری" : "نام تور یا کد رهگیری"}
          value={term}
          onChange={(e) => money.filter({ term: e.target.value })}
          containerClassName="w-full sm:w-56"
        />
      </MoneyFilters>
      {list.data && (
        <ListSummary
          total={list.data.totalItemCount}
          pages={list.data.pageCount}
          sum={list.data.totalAmount}
          label="جمع"
        />
      )}
      <DataTable
        loading={list.isPending}
        empty={!list.data?.result.length}
        head={["تاریخ", "نوع", "شرح", "تور", "کد رهگیری", "مبلغ", ...(turnover ? ["مانده"] : [])]}
        minWidth={turnover ? 960 : 860}
        paging={list.data && { page: page, pageCount: list.data.pageCount, onPage: money.setPage }}
      >
        {list.data?.result.map((e) => (
          <tr key={e.id} className="border-t border-slate-100" data-testid="entry-row">
            <td className={dataCell}>{formatJalaliDateTime(e.createdAt)}</td>
            <td className={dataCell}>{typeLabel(e.type)}</td>
            <td className={dataCell}>{e.description ? toPersianDigits(e.description) : "—"}</td>
            <td className={dataCell}>{e.tourName ?? "—"}</td>
            <td className={dataCell} dir="ltr">
              {e.trackingCode ?? "—"}
            </td>
            <td className={cn(dataCell, e.amount < 0 ? "text-red-700" : "text-emerald-700")} dir="ltr">
              {formatToman(e.amount)}
            </td>
            {turnover && <td className={dataCell}>{formatToman(e.balance)}</td>}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

function CheckoutsTab() {
  const money = useMoneyParams();
  return (
    <div className="flex flex-col gap-4">
      <FilteredCheckouts
        money={money}
        queryKey={["money", "self-checkouts"]}
        load={moneyApi.selfCheckouts}
        excel={moneyExports.selfCheckouts}
        idPrefix="self-"
        rowTestId="self-checkout-row"
        withPaidAt
      />
    </div>
  );
}

export function FinancialView() {
  const [tab, setTab] = useQueryState("tab", tabParser(TAB_IDS).withOptions({ history: "push" }));
  const money = useMoneyParams();
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-2 overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={cn(
              "min-h-10 rounded-lg px-4 py-2 text-sm",
              tab === t.id ? "bg-sky-600 text-white" : "bg-white text-slate-700",
            )}
            onClick={() => {
              if (t.id === tab) return;
              // Each tab has its own filters: a switch starts from none.
              money.clear();
              void setTab(t.id);
            }}
          >
            {t.title}
          </button>
        ))}
      </div>
      {tab === "transactions" && <EntriesTab key="report" turnover={false} />}
      {tab === "turnover" && <EntriesTab key="turnover" turnover />}
      {tab === "checkouts" && <CheckoutsTab />}
    </div>
  );
}
