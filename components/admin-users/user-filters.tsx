"use client";
// Filters of the leaders / sellers list: search term (name, mobile, national id, brand) and the
// two confirmation states; each change starts again at page 1.
import { SearchTermField } from "@/components/ui";
import { FLAG_VALUES, useUserParams, type FlagValue } from "./use-user-params";

const FLAG_TITLES: Record<FlagValue, string> = { all: "همه", yes: "تایید شده", no: "تایید نشده" };

function FlagSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: FlagValue;
  onChange: (v: FlagValue) => void;
}) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as FlagValue)}>
        {FLAG_VALUES.map((v) => (
          <option key={v} value={v}>
            {FLAG_TITLES[v]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function UserFilters() {
  const [params, setParams] = useUserParams();
  return (
    <div className="card grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SearchTermField
        id="user-search"
        placeholder="نام، موبایل، کد ملی یا برند"
        value={params.term}
        onCommit={(term) => void setParams({ term, page: null })}
      />
      <FlagSelect
        id="filter-confirmed"
        label="وضعیت حساب"
        value={params.confirmed}
        onChange={(v) => void setParams({ confirmed: v === "all" ? null : v, page: null })}
      />
      <FlagSelect
        id="filter-docs"
        label="مدارک هویتی"
        value={params.docs}
        onChange={(v) => void setParams({ docs: v === "all" ? null : v, page: null })}
      />
    </div>
  );
}
