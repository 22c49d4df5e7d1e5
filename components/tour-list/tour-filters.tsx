"use client";
// The search of the tour list (spec §3 "tour search request"), kept in the URL so that a filtered
// page can be reloaded, shared, and left and come back to. On a phone the seven fields would fill the
// first screen before any tour (issue 32): they fold behind one «فیلترها» button that counts those in use.
import { parseAsBoolean, parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { useState } from "react";
import { Checkbox, FormField, Input, JalaliDayRange, SearchButtons, SearchForm } from "@/components/ui";
import { toPersianDigits } from "@/lib/format/digits";

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

function BoolSelect({
  label,
  value,
  onChange,
  yes,
  no,
}: {
  label: string;
  value: boolean | null;
  onChange: (v: boolean | null) => void;
  yes: string;
  no: string;
}) {
  const id = `filter-${label}`;
  return (
    <FormField label={label} htmlFor={id}>
      <select
        id={id}
        className="input"
        value={value === null ? "" : String(value)}
        onChange={(e) => onChange(e.target.value === "" ? null : e.target.value === "true")}
      >
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
  const [open, setOpen] = useState(false);
  const inUse = [
    params.title,
    params.from || params.to,
    params.draft !== null,
    params.done !== null,
    params.active !== null,
    params.collabs,
  ].filter(Boolean).length;

  return (
    <>
      <button
        type="button"
        className="btn-secondary self-start md:hidden"
        aria-expanded={open}
        aria-controls="tour-filters"
        onClick={() => setOpen(!open)}
      >
        فیلترها{inUse > 0 && ` (${toPersianDigits(inUse)})`}
      </button>
      <SearchForm
        id="tour-filters"
        label="جستجوی تور"
        className={`card grid grid-cols-1 items-end gap-4 md:grid-cols-3 xl:grid-cols-6 ${open ? "" : "max-md:hidden"}`}
        onSearch={() => void setParams({ title: title.trim(), page: 1 })}
      >
        <Input
          label="عنوان تور"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          containerClassName="md:col-span-2"
        />
        <JalaliDayRange
          id="filter-dates"
          label="بازه تاریخ"
          from={params.from}
          to={params.to}
          onChange={({ from, to }) => void setParams({ from, to, page: 1 })}
        />
        <BoolSelect
          label="پیش‌نویس"
          value={params.draft}
          onChange={(draft) => void setParams({ draft, page: 1 })}
          yes="فقط پیش‌نویس‌ها"
          no="بدون پیش‌نویس‌ها"
        />
        <BoolSelect
          label="برگزار شده"
          value={params.done}
          onChange={(done) => void setParams({ done, page: 1 })}
          yes="برگزار شده"
          no="برگزار نشده"
        />
        <BoolSelect
          label="وضعیت ثبت‌نام"
          value={params.active}
          onChange={(active) => void setParams({ active, page: 1 })}
          yes="فعال"
          no="غیرفعال"
        />
        <Checkbox
          label="فقط تورهای همکاری"
          checked={params.collabs}
          onChange={(e) => void setParams({ collabs: e.target.checked, page: 1 })}
          className="pb-3"
        />
        <SearchButtons
          className="xl:col-span-2"
          onClear={() => {
            setTitle("");
            void setParams(null);
          }}
        />
      </SearchForm>
    </>
  );
}
