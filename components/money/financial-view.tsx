"use client";
// /dashboard/financial (spec doc 3 §3–§4): three tabs — transactions (From, To,
// TourNameOrTrackingCode), turnover (running balance per line; From, To, TrackingCode) and
// checkouts (OnlyPaid, Start, End) — each paged, amounts in toman, Jalali dates, and an .xlsx of
// every matching row.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox, Input, Pagination } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { CHECKOUT_STATUS_LABELS, typeLabel } from "./labels";
import { cell, DayRangeFilter, ExcelLink, ListSummary, ListTable, rangeQuery, type DayRange } from "./list-bits";
import { exportHref, moneyApi } from "./money-api";

type Tab = "transactions" | "turnover" | "checkouts";
const TABS: { id: Tab; title: string }[] = [
  { id: "transactions", title: "تراکنش‌ها" },
  { id: "turnover", title: "گردش حساب" },
  { id: "checkouts", title: "تسویه‌ها" },
];

function EntriesTab({ turnover }: { turnover: boolean }) {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const query = {
    ...rangeQuery(range, "From", "To"),
    ...(turnover ? { TrackingCode: term.trim() || undefined } : { TourNameOrTrackingCode: term.trim() || undefined }),
    Page: page,
    PageSize: turnover ? 20 : 10,
  };
  const list = useQuery({
    queryKey: ["money", turnover ? "turnover" : "report", query],
    queryFn: () => (turnover ? moneyApi.turnover(query) : moneyApi.report(query)),
    placeholderData: keepPreviousData,
  });
  const path = turnover ? "/api/Users/Self/transaction-turnover/excel" : "/api/Users/Self/transaction-report/excel";
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-end gap-4">
        <Input
          id={`${turnover ? "turnover" : "report"}-term`}
          label={turnover ? "کد رهگیری" : "نام تور یا کد رهگیری"}
          value={term}
          onChange={(e) => (setTerm(e.target.value), setPage(1))}
          containerClassName="w-56"
        />
        <div className="w-64">
          <DayRangeFilter id={`${turnover ? "turnover" : "report"}-range`} label="تاریخ" value={range} onChange={(r) => (setRange(r), setPage(1))} />
        </div>
        <ExcelLink href={exportHref(path, query)} />
      </div>
      {list.data && <ListSummary total={list.data.totalItemCount} pages={list.data.pageCount} sum={list.data.totalAmount} label="جمع" />}
      <ListTable
        loading={list.isPending}
        empty={!list.data?.result.length}
        head={["تاریخ", "نوع", "شرح", "تور", "کد رهگیری", "مبلغ", ...(turnover ? ["مانده"] : [])]}
        minWidth={turnover ? 960 : 860}
      >
        {list.data?.result.map((e) => (
          <tr key={e.id} className="border-t border-slate-100" data-testid="entry-row">
            <td className={cell}>{formatJalaliDateTime(e.createdAt)}</td>
            <td className={cell}>{typeLabel(e.type)}</td>
            <td className={cell}>{e.description ? toPersianDigits(e.description) : "—"}</td>
            <td className={cell}>{e.tourName ?? "—"}</td>
            <td className={cell} dir="ltr">
              {e.trackingCode ?? "—"}
            </td>
            <td className={cn(cell, e.amount < 0 ? "text-red-700" : "text-emerald-700")} dir="ltr">
              {formatToman(e.amount)}
            </td>
            {turnover && <td className={cell}>{formatToman(e.balance)}</td>}
          </tr>
        ))}
      </ListTable>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </div>
  );
}

function CheckoutsTab() {
  const [page, setPage] = useState(1);
  const [onlyPaid, setOnlyPaid] = useState(false);
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const query = { OnlyPaid: onlyPaid || undefined, ...rangeQuery(range, "Start", "End"), Page: page, PageSize: 10 };
  const list = useQuery({ queryKey: ["money", "self-checkouts", query], queryFn: () => moneyApi.selfCheckouts(query), placeholderData: keepPreviousData });
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-end gap-4">
        <Checkbox id="self-only-paid" label="فقط پرداخت‌شده‌ها" checked={onlyPaid} onChange={(e) => (setOnlyPaid(e.target.checked), setPage(1))} />
        <div className="w-64">
          <DayRangeFilter id="self-checkout-range" label="تاریخ درخواست" value={range} onChange={(r) => (setRange(r), setPage(1))} />
        </div>
        <ExcelLink href={exportHref("/api/users/self/Checkouts/excel", query)} />
      </div>
      {list.data && <ListSummary total={list.data.totalItemCount} pages={list.data.pageCount} sum={list.data.totalAmount} />}
      <ListTable loading={list.isPending} empty={!list.data?.result.length} head={["شناسه", "تاریخ", "مبلغ", "شبا", "وضعیت", "شماره پیگیری", "تاریخ پرداخت"]}>
        {list.data?.result.map((c) => (
          <tr key={c.id} className="border-t border-slate-100" data-testid="self-checkout-row">
            <td className={cell}>{toPersianDigits(String(c.id))}</td>
            <td className={cell}>{formatJalaliDateTime(c.createdAt)}</td>
            <td className={cell}>{formatToman(c.amount)}</td>
            <td className={cell} dir="ltr">
              {c.bankAccount}
            </td>
            <td className={cell}>{CHECKOUT_STATUS_LABELS[c.status]}</td>
            <td className={cell}>{c.refNum ?? "—"}</td>
            <td className={cell}>{c.paidAt ? formatJalaliDateTime(c.paidAt) : "—"}</td>
          </tr>
        ))}
      </ListTable>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </div>
  );
}

export function FinancialView() {
  const [tab, setTab] = useState<Tab>("transactions");
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-2 overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={cn("rounded-lg px-4 py-2 text-sm", tab === t.id ? "bg-sky-600 text-white" : "bg-white text-slate-700")}
            onClick={() => setTab(t.id)}
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
