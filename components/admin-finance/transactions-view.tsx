"use client";
// /adminDashboard/financialReports/transactions (spec doc 2 §4, doc 3 §3–§4): the payments of one
// method at a time, 9 a page, with the total count, the page count and the sum of the page shown;
// card-to-card transfers are confirmed or rejected here and unverified online payments completed.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/ui";
import { formatDigits, formatToman } from "@/lib/format";
import { financeApi, PAYMENTS_KEY } from "./finance-api";
import { TAB_TITLES } from "./labels";
import { TransactionFilters } from "./transaction-filters";
import { searchPaymentsQuery } from "./transaction-params";
import { TransactionRow } from "./transaction-row";
import { TransactionTabs } from "./transaction-tabs";
import { useTransactionParams } from "./use-transaction-params";

export function TransactionsView() {
  const [params, setParams] = useTransactionParams();
  const query = searchPaymentsQuery(params);
  const list = useQuery({
    queryKey: [...PAYMENTS_KEY, query],
    queryFn: () => financeApi.search(query),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const codeTitle = params.tab === "c2c" ? "کد پیگیری واریز" : "کد مرجع درگاه";

  return (
    <div className="flex flex-col gap-4">
      <TransactionTabs />
      <TransactionFilters />
      {page && (
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600" data-testid="transactions-summary">
          <span>تعداد تراکنش‌ها: {formatDigits(page.totalItemCount)}</span>
          <span>تعداد صفحات: {formatDigits(page.pageCount)}</span>
          <span>جمع مبالغ: {formatToman(page.totalAmount)}</span>
        </p>
      )}
      <DataTable
        role="tabpanel"
        label={`تراکنش‌های ${TAB_TITLES[params.tab]}`}
        loading={list.isPending}
        fetching={list.isFetching}
        empty={!page || page.result.length === 0}
        emptyText="تراکنشی یافت نشد."
        head={["شناسه", "تاریخ", "پرداخت‌کننده", "کد رهگیری", codeTitle, "مبلغ", "وضعیت", "عملیات"]}
        minWidth={960}
        paging={
          page && { page: params.page, pageCount: page.pageCount, onPage: (next) => void setParams({ page: next }) }
        }
      >
        {page?.result.map((payment) => (
          <TransactionRow key={payment.paymentId} payment={payment} />
        ))}
      </DataTable>
    </div>
  );
}
