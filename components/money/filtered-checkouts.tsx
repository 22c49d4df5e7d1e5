"use client";
// The checkouts of a money page with their filter bar (only paid, the request days, the .xlsx of
// every matching row), 10 a page, the filters and the page in the address: the leader's own
// (/dashboard/financial) and the operator's (/adminDashboard/financialReports/checkouts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CheckoutList, type CheckoutPage } from "./checkout-list";
import { rangeQuery } from "./list-bits";
import { exportHref, type moneyExports } from "./money-api";
import { MoneyFilters } from "./money-filters";
import type { MoneyParams } from "./use-money-params";

/** The API's query of the address's filters. */
function checkoutQuery(money: MoneyParams) {
  return {
    OnlyPaid: money.params.onlyPaid || undefined,
    ...rangeQuery(money.range, "Start", "End"),
    Page: money.params.page,
    PageSize: 10,
  };
}
type CheckoutQuery = ReturnType<typeof checkoutQuery>;

export function FilteredCheckouts({
  money,
  queryKey,
  load,
  excel,
  idPrefix,
  ...list
}: {
  money: MoneyParams;
  queryKey: readonly unknown[];
  load: (query: CheckoutQuery) => Promise<CheckoutPage>;
  excel: (typeof moneyExports)["selfCheckouts" | "operatorCheckouts"];
  /** Ids of the filter fields: `<prefix>only-paid`, `<prefix>checkout-range`. */
  idPrefix: string;
} & Omit<Parameters<typeof CheckoutList>[0], "data" | "loading" | "page" | "onPage">) {
  const query = checkoutQuery(money);
  const answer = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <MoneyFilters
        money={money}
        onlyPaidId={`${idPrefix}only-paid`}
        rangeId={`${idPrefix}checkout-range`}
        rangeLabel="تاریخ درخواست"
        excelHref={exportHref(excel, query)}
      />
      <CheckoutList
        data={answer.data}
        loading={answer.isPending}
        page={money.params.page}
        onPage={money.setPage}
        {...list}
      />
    </>
  );
}
