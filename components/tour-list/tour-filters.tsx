"use client";
// The search of the tour list (spec §3 "tour search request"), kept in the URL so that a filtered
// page can be reloaded, shared, and left and come back to.
import { parseAsBoolean, parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { useState } from "react";
import DatePicker, { type DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import persian_fa from "react-date-object/locales/persian_fa";
import { Button, Checkbox, FormField, Input } from "@/components/ui";
import { dayToLocalDate, localDateToDay } from "@/lib/client/tehran-time";

export const tourListParams = {
  page: parseAsInteger.withDefault(1),
  title: parseAsString.withDefault(""),
  draft: parseAsBoolean,
  from: parseAsString,
  to: parseAsString,
  collabs: parseAsBoolean.withDefault(false),
  done: parseAsBoolean,
  active: parseAsBoolean,
};

export function useTourListParams() {
  return useQueryStates(tourListParams, { history: "replace" });
}

const BOOL_OPTIONS = (yes: string, no: string) => [
  { value: "", label: "همه" },
  { value: "true", label: yes },
  { value: "false", label: no },
];

function BoolSelect({ label, value, onChange, yes, no }: { label: string; value: boolean | null; onChange: (v: boolean | null) => void; yes: string; no: string }) {
  const id = `filter-${label}`;
  return (
    <FormField label={label} htmlFor={id}>
      <select id={id} className="input" value={value === null ? "" : String(value)} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value === "true")}>
        {BOOL_OPTIONS(yes, no).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function TourFilters() {
  const [params, setParams] = useTourListParams();
  const [title, setTitle] = useState(params.title);
  const range = [params.from, params.to].filter((d): d is string => Boolean(d)).map(dayToLocalDate);

  return (
    <form
      role="search"
      aria-label="جستجوی تور"
      className="card grid grid-cols-1 items-end gap-4 md:grid-cols-3 xl:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        void setParams({ title: title.trim(), page: 1 });
      }}
    >
      <Input label="عنوان تور" value={title} onChange={(e) => setTitle(e.target.value)} containerClassName="md:col-span-2" />
      <FormField label="بازه تاریخ" htmlFor="filter-dates">
        <DatePicker
          id="filter-dates"
          range
          calendar={persian}
          locale={persian_fa}
          value={range}
          onChange={(dates: DateObject[]) => {
            const [from, to] = dates.map((d) => localDateToDay(d.toDate()));
            void setParams({ from: from ?? null, to: to ?? from ?? null, page: 1 });
          }}
          inputClass="input"
          containerClassName="w-full"
        />
      </FormField>
      <BoolSelect label="پیش‌نویس" value={params.draft} onChange={(draft) => void setParams({ draft, page: 1 })} yes="فقط پیش‌نویس‌ها" no="بدون پیش‌نویس‌ها" />
      <BoolSelect label="برگزار شده" value={params.done} onChange={(done) => void setParams({ done, page: 1 })} yes="برگزار شده" no="برگزار نشده" />
      <BoolSelect label="وضعیت ثبت‌نام" value={params.active} onChange={(active) => void setParams({ active, page: 1 })} yes="فعال" no="غیرفعال" />
      <Checkbox label="فقط تورهای همکاری" checked={params.collabs} onChange={(e) => void setParams({ collabs: e.target.checked, page: 1 })} className="pb-3" />
      <div className="flex gap-2 xl:col-span-2">
        <Button type="submit">جستجو</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setTitle("");
            void setParams(null);
          }}
        >
          پاک کردن
        </Button>
      </div>
    </form>
  );
}
