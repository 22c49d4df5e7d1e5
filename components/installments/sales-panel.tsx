"use client";
// «فروش‌های اقساطی»: the leader's tickets sold in installments, filtered by tour and state, with the
// sums of what was paid and what is outstanding over the whole filter (not only this page), the Excel
// file of the same filter, and per sale its installments with the leader's actions.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { tourApi } from "@/components/tour-wizard/tour-api";
import { Button, DataTable, FormField } from "@/components/ui";
import { CodeText } from "@/components/ui/code-text";
import { formatDigits, formatJalaliDate, formatToman } from "@/lib/format";
import { installmentApi, SALE_STATES, type Sale, type SaleState } from "./installment-api";
import { SaleInstallments } from "./sale-installments";

const PAGE_SIZE = 10;

export function SalesPanel() {
  const [tourId, setTourId] = useState<number | null>(null);
  const [state, setState] = useState<SaleState | "">("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = { TourId: tourId ?? undefined, State: state || undefined, Page: page, PageSize: PAGE_SIZE };
  const sales = useQuery({
    queryKey: ["installment-sales", query],
    queryFn: () => installmentApi.sales(query),
    placeholderData: keepPreviousData,
  });
  const tours = useQuery({
    queryKey: ["tour-list", "installment-filter"],
    queryFn: () => tourApi.search({ PageSize: 100, Page: 1 }),
  });
  const data = sales.data;
  const filter = (fn: () => void) => {
    fn();
    setPage(1);
    setOpen(null);
  };

  return (
    <section className="flex flex-col gap-3" aria-label="فروش‌های اقساطی">
      <div className="card grid grid-cols-1 gap-3 p-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <FormField label="تور" htmlFor="sales-tour">
          <select
            id="sales-tour"
            className="input"
            value={tourId ?? ""}
            onChange={(e) => filter(() => setTourId(e.target.value ? Number(e.target.value) : null))}
          >
            <option value="">همه تورها</option>
            {tours.data?.result.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="وضعیت" htmlFor="sales-state">
          <select
            id="sales-state"
            className="input"
            value={state}
            onChange={(e) => filter(() => setState(e.target.value as SaleState | ""))}
          >
            <option value="">همه</option>
            {SALE_STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.title}
              </option>
            ))}
          </select>
        </FormField>
        <a
          href={installmentApi.exportUrl({ TourId: tourId ?? undefined, State: state || undefined })}
          download
          className="btn-secondary h-11 px-3 text-sm"
          data-testid="sales-excel"
        >
          دانلود اکسل
        </a>
      </div>
      {data && (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="sales-sums">
          <div className="card p-3">
            <dt className="text-xs text-slate-600">دریافت‌شده</dt>
            <dd className="text-lg font-bold text-emerald-700" data-testid="sales-paid">
              {formatToman(data.sums.paid)}
            </dd>
          </div>
          <div className="card p-3">
            <dt className="text-xs text-slate-600">مانده</dt>
            <dd className="text-lg font-bold text-amber-700" data-testid="sales-outstanding">
              {formatToman(data.sums.outstanding)}
            </dd>
          </div>
        </dl>
      )}
      {sales.isError ? (
        <p className="card text-sm text-red-700" role="alert">
          فهرست فروش‌ها بارگذاری نشد.{" "}
          <button type="button" className="underline" onClick={() => void sales.refetch()}>
            تلاش دوباره
          </button>
        </p>
      ) : (
        <DataTable
          label="فروش‌های اقساطی"
          loading={sales.isPending}
          empty={!data || data.result.length === 0}
          emptyText="فروش اقساطی با این مشخصات پیدا نشد."
          head={["خریدار", "تور", "طرح", "جمع", "پرداخت‌شده", "مانده", "وضعیت", ""]}
          minWidth={880}
          paging={
            data && {
              page,
              pageCount: data.pageCount,
              onPage: (p) => {
                setPage(p);
                setOpen(null);
              },
              suffix: `(${formatDigits(data.totalItemCount)} فروش)`,
            }
          }
        >
          {data?.result.map((s) => (
            <SaleRows
              key={s.reservationId}
              sale={s}
              open={open === s.reservationId}
              onToggle={() => setOpen(open === s.reservationId ? null : s.reservationId)}
            />
          ))}
        </DataTable>
      )}
    </section>
  );
}

function SaleRows({ sale: s, open, onToggle }: { sale: Sale; open: boolean; onToggle: () => void }) {
  const overdue = s.state === "overdue";
  return (
    <>
      <tr
        className={overdue ? "border-t border-red-200 bg-red-50" : "border-t border-slate-100"}
        data-testid="sale-row"
        data-state={s.state}
      >
        <td className="p-3">
          <span className="block font-medium">{s.buyerName}</span>
          <span className="block text-xs text-slate-600">
            {formatDigits(s.mobile)}، <CodeText value={s.trackingId} />
          </span>
        </td>
        <td className="p-3">
          <span className="block">{s.tourTitle}</span>
          <span className="block text-xs text-slate-600">{formatJalaliDate(s.sessionStart)}</span>
        </td>
        <td className="p-3">{s.planName}</td>
        <td className="whitespace-nowrap p-3">{formatToman(s.total)}</td>
        <td className="whitespace-nowrap p-3">{formatToman(s.paid)}</td>
        <td className="whitespace-nowrap p-3">{formatToman(s.outstanding)}</td>
        <td className={overdue ? "p-3 font-bold text-red-700" : "p-3"}>{stateTitle(s.state)}</td>
        <td className="p-3">
          <Button
            variant="secondary"
            className="h-8 px-2 text-xs"
            aria-expanded={open}
            onClick={onToggle}
            data-testid="sale-toggle"
          >
            {open ? "بستن" : "اقساط"}
          </Button>
        </td>
      </tr>
      {open && (
        <tr className="border-t border-slate-100 bg-slate-50">
          <td colSpan={8} className="p-3">
            <SaleInstallments sale={s} />
          </td>
        </tr>
      )}
    </>
  );
}

export const stateTitle = (state: string) => SALE_STATES.find((x) => x.value === state)?.title ?? state;
