"use client";
// Search (payer mobile, bill tracking id, card-to-card reference code, gateway reference), the
// status of the current tab's method, and a range of days on the Persian calendar.
import { useEffect, useState } from "react";
import { FormField, Input, JalaliDayRange, SearchButtons, SearchForm } from "@/components/ui";
import { paymentStatusLabel } from "./labels";
import { isStatusOf, TAB_METHOD, TAB_STATUSES } from "./transaction-params";
import { useTransactionParams } from "./use-transaction-params";

export function TransactionFilters() {
  const [params, setParams] = useTransactionParams();
  const [term, setTerm] = useState(params.term);
  // The address can change under the form (back button, clearing): the box follows it.
  useEffect(() => setTerm(params.term), [params.term]);
  const method = TAB_METHOD[params.tab];

  return (
    <SearchForm
      label="جستجوی تراکنش"
      className="card grid grid-cols-1 items-end gap-4 md:grid-cols-2 xl:grid-cols-4"
      onSearch={() => void setParams({ term: term.trim() || null, page: 1 })}
    >
      <Input
        label="جستجو"
        placeholder="موبایل، کد رهگیری یا کد پیگیری واریز"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        containerClassName="xl:col-span-2"
      />
      <FormField label="وضعیت" htmlFor="transaction-status">
        <select
          id="transaction-status"
          className="input"
          value={isStatusOf(params.tab, params.status) ? params.status : ""}
          onChange={(e) => void setParams({ status: e.target.value || null, page: 1 })}
        >
          <option value="">همه</option>
          {TAB_STATUSES[params.tab].map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabel(method, status)}
            </option>
          ))}
        </select>
      </FormField>
      <JalaliDayRange
        id="transaction-dates"
        label="بازه تاریخ"
        from={params.from}
        to={params.to}
        onChange={({ from, to }) => void setParams({ from, to, page: 1 })}
        placeholder="از تاریخ ~ تا تاریخ"
      />
      <SearchButtons
        onClear={() => {
          setTerm("");
          void setParams({ term: null, status: null, from: null, to: null, page: 1 });
        }}
      />
    </SearchForm>
  );
}
