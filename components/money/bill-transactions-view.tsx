"use client";
// The transactions page's charge and sale-website lists (spec doc 3 §3 "Transaction lists exist as
// online, card-to-card, charge and sales-website"): wallet charges (Term, Status, a day range) via
// SearchChargeTransaction and sale-website plan payments via SalesWebsiteTransactions, 9 a page,
// with the count, pages and sum, and an .xlsx of every matching row. Tab, filters and page live in
// the address (keys prefixed "bill").
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryState } from "nuqs";
import { dataCell, DataTable, Input } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { BILL_STATUS_LABELS } from "@/lib/wallet/labels";
import { ListSummary, rangeQuery } from "./list-bits";
import { exportHref, moneyApi, moneyExports } from "./money-api";
import { MoneyFilters } from "./money-filters";
import { tabParser, useMoneyParams } from "./use-money-params";

const TABS = ["charges", "website"] as const;
const CHARGE_STATUSES = ["Confirmed", "Pending", "Rejected"];

export function BillTransactionsView() {
  // Shares its page with the payments list: its address keys carry a "bill" prefix (billTab, billPage…).
  const [tab, setTab] = useQueryState("billTab", tabParser(TABS));
  const money = useMoneyParams("bill");
  const { page, term } = money.params;
  const status = CHARGE_STATUSES.includes(money.params.status) ? money.params.status : "";
  const query = {
    Term: term.trim() || undefined,
    ...(tab === "charges" ? { Status: status || undefined } : {}),
    ...rangeQuery(money.range, "From", "To"),
    Page: page,
    PageSize: 9,
  };
  const list = useQuery({
    queryKey: ["money", "bill-transactions", tab, query],
    queryFn: () => (tab === "charges" ? moneyApi.searchCharges(query) : moneyApi.websitePayments(query)),
    placeholderData: keepPreviousData,
  });
  const path = tab === "charges" ? moneyExports.charges : moneyExports.websitePayments;
  return (
    <section className="flex flex-col gap-4" aria-label="شارژ کیف پول و وب‌سایت فروش">
      <div role="tablist" aria-label="شارژ و وب‌سایت" className="flex gap-1 border-b border-slate-200">
        {(
          [
            ["charges", "شارژ کیف پول"],
            ["website", "وب‌سایت فروش"],
          ] as const
        ).map(([id, title]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => {
              if (id === tab) return;
              money.clear();
              void setTab(id);
            }}
            className={cn(
              "-mb-px border-b-2 px-4 py-2.5 text-sm",
              tab === id ? "border-brand-600 font-semibold text-brand-700" : "border-transparent text-slate-500",
            )}
          >
            {title}
          </button>
        ))}
      </div>
      <MoneyFilters money={money} rangeId="bill-range" rangeLabel="تاریخ پرداخت" excelHref={exportHref(path, query)}>
        <Input
          id="bill-term"
          label="نام یا موبایل پرداخت‌کننده"
          value={term}
          onChange={(e) => money.filter({ term: e.target.value })}
          containerClassName="w-full sm:w-56"
        />
        {tab === "charges" && (
          <label className="flex flex-col gap-1 text-sm" htmlFor="bill-status">
            وضعیت شارژ
            <select
              id="bill-status"
              className="input"
              value={status}
              onChange={(e) => money.filter({ status: e.target.value })}
            >
              <option value="">همه</option>
              <option value="Confirmed">موفق</option>
              <option value="Pending">در انتظار پرداخت</option>
              <option value="Rejected">ناموفق</option>
            </select>
          </label>
        )}
      </MoneyFilters>
      {list.data && (
        <ListSummary total={list.data.totalItemCount} pages={list.data.pageCount} sum={list.data.totalAmount} />
      )}
      <DataTable
        loading={list.isPending}
        empty={!list.data?.result.length}
        head={["تاریخ", "کاربر", "مبلغ", "وضعیت", "مرجع پرداخت", "شرح"]}
        paging={list.data && { page: page, pageCount: list.data.pageCount, onPage: money.setPage }}
      >
        {list.data?.result.map((b) => (
          <tr key={b.id} className="border-t border-slate-100" data-testid="bill-row">
            <td className={dataCell}>{formatJalaliDateTime(b.createdAt)}</td>
            <td className={dataCell}>
              {b.payerName}
              <br />
              <span className="text-xs text-slate-500">{toPersianDigits(b.payerMobile)}</span>
            </td>
            <td className={dataCell}>{formatToman(b.amount)}</td>
            <td className={dataCell}>{BILL_STATUS_LABELS[b.status] ?? b.status}</td>
            <td className={dataCell}>{b.refId ? toPersianDigits(b.refId) : "—"}</td>
            <td className={dataCell}>{b.description ?? "—"}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
