"use client";
// The transactions page's charge and sale-website lists (spec doc 3 §3 "Transaction lists exist as
// online, card-to-card, charge and sales-website"): wallet charges (Term, Status, a day range) via
// SearchChargeTransaction and sale-website plan payments via SalesWebsiteTransactions, 9 a page,
// with the count, pages and sum, and an .xlsx of every matching row.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Input, Pagination } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { BILL_STATUS_LABELS } from "@/lib/wallet/labels";
import { cell, DayRangeFilter, ExcelLink, ListSummary, ListTable, rangeQuery, type DayRange } from "./list-bits";
import { exportHref, moneyApi } from "./money-api";

type Tab = "charges" | "website";

export function BillTransactionsView() {
  const [tab, setTab] = useState<Tab>("charges");
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [status, setStatus] = useState("");
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const query = { Term: term.trim() || undefined, ...(tab === "charges" ? { Status: status || undefined } : {}), ...rangeQuery(range, "From", "To"), Page: page, PageSize: 9 };
  const list = useQuery({
    queryKey: ["money", "bill-transactions", tab, query],
    queryFn: () => (tab === "charges" ? moneyApi.searchCharges(query) : moneyApi.websitePayments(query)),
    placeholderData: keepPreviousData,
  });
  const path = tab === "charges" ? "/api/UserCharges/SearchChargeTransaction/excel" : "/api/Transactions/SalesWebsiteTransactions/excel";
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
            onClick={() => (setTab(id), setPage(1))}
            className={cn("-mb-px border-b-2 px-4 py-2.5 text-sm", tab === id ? "border-brand-600 font-semibold text-brand-700" : "border-transparent text-slate-500")}
          >
            {title}
          </button>
        ))}
      </div>
      <div className="card flex flex-wrap items-end gap-4">
        <Input id="bill-term" label="نام یا موبایل پرداخت‌کننده" value={term} onChange={(e) => (setTerm(e.target.value), setPage(1))} containerClassName="w-56" />
        {tab === "charges" && (
          <label className="flex flex-col gap-1 text-sm" htmlFor="bill-status">
            وضعیت شارژ
            <select id="bill-status" className="input" value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
              <option value="">همه</option>
              <option value="Confirmed">موفق</option>
              <option value="Pending">در انتظار پرداخت</option>
              <option value="Rejected">ناموفق</option>
            </select>
          </label>
        )}
        <div className="w-64">
          <DayRangeFilter id="bill-range" label="تاریخ پرداخت" value={range} onChange={(r) => (setRange(r), setPage(1))} />
        </div>
        <ExcelLink href={exportHref(path, query)} />
      </div>
      {list.data && <ListSummary total={list.data.totalItemCount} pages={list.data.pageCount} sum={list.data.totalAmount} />}
      <ListTable loading={list.isPending} empty={!list.data?.result.length} head={["تاریخ", "کاربر", "مبلغ", "وضعیت", "مرجع پرداخت", "شرح"]}>
        {list.data?.result.map((b) => (
          <tr key={b.id} className="border-t border-slate-100" data-testid="bill-row">
            <td className={cell}>{formatJalaliDateTime(b.createdAt)}</td>
            <td className={cell}>
              {b.payerName}
              <br />
              <span className="text-xs text-slate-500">{toPersianDigits(b.payerMobile)}</span>
            </td>
            <td className={cell}>{formatToman(b.amount)}</td>
            <td className={cell}>{BILL_STATUS_LABELS[b.status] ?? b.status}</td>
            <td className={cell}>{b.refId ? toPersianDigits(b.refId) : "—"}</td>
            <td className={cell}>{b.description ?? "—"}</td>
          </tr>
        ))}
      </ListTable>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </section>
  );
}
