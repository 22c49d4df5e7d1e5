"use client";
// /dashboard/searchTours: the tours the affiliate may sell (GET /api/Tour/affiliate-search, 9 a
// page), filtered by a term, the start city, its tour tags (GET /api/Provinces/citites?includeTags)
// and a Jalali date range, all kept in the address.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { parseAsArrayOf, parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { useState } from "react";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { FormField, Input, JalaliDayRange, Pagination, SearchButtons, SearchForm, Spinner } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import * as reference from "@/lib/client/endpoints/reference";
import { tehranInstant } from "@/lib/format/tehran-time";
import { toPersianDigits } from "@/lib/format";
import { SellableTourCard } from "./sellable-tour-card";

export const AFFILIATE_PAGE_SIZE = 9;
const HEADER_ACTIONS = [{ title: "مدیریت وب‌سرویس", href: "/dashboard/webService", icon: "code" as const }];

const params = {
  page: parseAsInteger.withDefault(1),
  term: parseAsString.withDefault(""),
  city: parseAsInteger,
  tags: parseAsArrayOf(parseAsString).withDefault([]),
  from: parseAsString,
  to: parseAsString,
};

export function AffiliateTourSearch() {
  const [state, setState] = useQueryStates(params, { history: "replace" });
  const [term, setTerm] = useState(state.term);
  const cities = useQuery({
    queryKey: ["provinces", "citites", "tags"],
    queryFn: () => api.call(reference.listAllCitiesContract, { query: { includeTags: true } }),
    staleTime: 5 * 60_000,
  });
  const withTours = (cities.data ?? []).filter((c) => (c.tags ?? []).length > 0);
  const cityTags = state.city
    ? (cities.data?.find((c) => c.id === state.city)?.tags ?? [])
    : [...new Set(withTours.flatMap((c) => c.tags ?? []))].slice(0, 30);

  const query = {
    "Resource.SearchTerm": state.term || undefined,
    "Resource.CityId": state.city ?? undefined,
    "Resource.Tags": state.tags.length ? state.tags : undefined,
    "Resource.Start": state.from ? tehranInstant(state.from, "00:00") : undefined,
    "Resource.End": state.to ? tehranInstant(state.to, "23:59") : undefined,
    Page: state.page,
    PageSize: AFFILIATE_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ["affiliate-search", query],
    queryFn: () => api.call(affiliates.affiliateSearchContract, { query }),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const toggleTag = (tag: string) =>
    void setState({
      tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag],
      page: 1,
    });

  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="جستجوی تور" actions={HEADER_ACTIONS} />
      <SearchForm
        label="جستجوی تورهای قابل فروش"
        className="card grid grid-cols-1 items-end gap-4 md:grid-cols-2 xl:grid-cols-4"
        onSearch={() => void setState({ term: term.trim(), page: 1 })}
      >
        <Input label="عنوان، برند تورلیدر یا برچسب" value={term} onChange={(e) => setTerm(e.target.value)} />
        <FormField label="شهر مبدأ" htmlFor="affiliate-city">
          <select
            id="affiliate-city"
            className="input"
            value={state.city ?? ""}
            onChange={(e) => void setState({ city: e.target.value ? Number(e.target.value) : null, tags: [], page: 1 })}
          >
            <option value="">همه شهرها</option>
            {withTours.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.provinceName})
              </option>
            ))}
          </select>
        </FormField>
        <JalaliDayRange
          id="affiliate-dates"
          label="تاریخ حرکت"
          from={state.from}
          to={state.to}
          onChange={({ from, to }) => void setState({ from, to, page: 1 })}
        />
        <SearchButtons
          onClear={() => {
            setTerm("");
            void setState(null);
          }}
        />
        {cityTags.length > 0 && (
          <fieldset className="flex flex-wrap gap-2 md:col-span-2 xl:col-span-4">
            <legend className="mb-2 text-sm text-slate-600">برچسب‌ها</legend>
            {cityTags.map((tag) => (
              <button
                key={tag}
                type="button"
                aria-pressed={state.tags.includes(tag)}
                onClick={() => toggleTag(tag)}
                className={
                  state.tags.includes(tag)
                    ? "rounded-full bg-brand-600 px-3 py-1 text-xs text-white"
                    : "rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700"
                }
              >
                {tag}
              </button>
            ))}
          </fieldset>
        )}
      </SearchForm>
      <section aria-label="تورهای قابل فروش" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" />
          </div>
        ) : !page || page.result.length === 0 ? (
          <p className="card py-12 text-center text-sm text-slate-500">
            توری برای فروش پیدا نشد. تورهایی اینجا می‌آیند که تورلیدر فروش همکاران را برایشان فعال کرده و اپراتور شما را
            به آن تورلیدر متصل کرده باشد.
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {page.result.map((tour) => (
              <SellableTourCard key={tour.id} tour={tour} />
            ))}
          </div>
        )}
      </section>
      {page && (
        <Pagination
          page={state.page}
          pageCount={page.pageCount}
          onPage={(next) => void setState({ page: next })}
          suffix={`(${toPersianDigits(page.totalItemCount)} تور)`}
        />
      )}
    </div>
  );
}
