"use client";
// The days of a session group, picked on a Persian calendar (react-multi-date-picker). Each chosen
// day is listed with its booked count; a day already sold cannot be taken off. A periodic tour
// can repeat the chosen days weekly in one go.
import { useState } from "react";
import { Calendar, type DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import persian_fa from "react-date-object/locales/persian_fa";
import { Button, NumberInput } from "@/components/ui";
import type { DateDraft } from "@/components/tour-wizard/tour-draft";
import { addDays, dayToLocalDate, localDateToDay } from "@/lib/format/tehran-time";
import { formatJalaliLongDate } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { ErrorText } from "./fields";

interface Props {
  label: string;
  value: DateDraft[];
  onChange: (dates: DateDraft[]) => void;
  error?: string;
  /** Offer weekly repetition (periodic tours). */
  repeat?: boolean;
}

const sortByDay = (dates: DateDraft[]) => [...dates].sort((a, b) => a.day.localeCompare(b.day));
const fresh = (day: string): DateDraft => ({ day, id: null, editable: true, passengersCount: 0 });

/** Midday of a Tehran day, so that showing it in Jalali never slips to a neighbouring day. */
const noonOf = (day: string) => new Date(`${day}T08:30:00.000Z`);

function NavButton({
  direction,
  handleClick,
  disabled,
}: {
  direction?: "left" | "right";
  handleClick?: (e: unknown) => void;
  disabled?: boolean;
}) {
  // The library moves a month forward on "right".
  const next = direction === "right";
  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={disabled}
      aria-label={next ? "ماه بعد" : "ماه قبل"}
      className="min-h-10 min-w-10 rounded-lg px-3 py-1 text-lg text-slate-600 hover:bg-slate-100"
    >
      {next ? "‹" : "›"}
    </button>
  );
}

export function JalaliDates({ label, value, onChange, error, repeat }: Props) {
  const [weeks, setWeeks] = useState<number | null>(4);
  const locked = value.filter((d) => !d.editable);

  const pick = (picked: DateObject[] | DateObject | null) => {
    const list = Array.isArray(picked) ? picked : picked ? [picked] : [];
    const days = new Set(list.map((d) => localDateToDay(d.toDate())));
    for (const d of locked) days.add(d.day);
    const byDay = new Map(value.map((d) => [d.day, d]));
    onChange(sortByDay([...days].map((day) => byDay.get(day) ?? fresh(day))));
  };

  const repeatWeekly = () => {
    if (!weeks) return;
    const days = new Map(value.map((d) => [d.day, d]));
    for (const d of value)
      for (let w = 1; w <= weeks; w++)
        if (!days.has(addDays(d.day, 7 * w))) days.set(addDays(d.day, 7 * w), fresh(addDays(d.day, 7 * w)));
    onChange(sortByDay([...days.values()]));
  };

  return (
    <div className="flex flex-col gap-3" role="group" aria-label={label}>
      <div className="flex flex-col gap-4 lg:flex-row">
        <Calendar
          multiple
          calendar={persian}
          locale={persian_fa}
          value={value.map((d) => dayToLocalDate(d.day))}
          onChange={pick}
          renderButton={<NavButton />}
          shadow={false}
          className="rounded-xl border border-slate-200"
        />
        <div className="flex flex-1 flex-col gap-2">
          <p className="text-sm font-medium">
            {value.length
              ? `${toPersianDigits(value.length)} تاریخ انتخاب شده`
              : "تاریخی انتخاب نشده است؛ روزها را در تقویم انتخاب کنید."}
          </p>
          <ul className="flex flex-col gap-1" aria-label="تاریخ‌های انتخاب‌شده">
            {value.map((d) => (
              <li
                key={d.day}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm"
              >
                <span>{formatJalaliLongDate(noonOf(d.day))}</span>
                <span className="text-xs text-slate-500">
                  {toPersianDigits(d.passengersCount)} مسافر
                  {!d.editable && "، فروخته شده"}
                </span>
                <button
                  type="button"
                  disabled={!d.editable}
                  onClick={() => onChange(value.filter((x) => x.day !== d.day))}
                  aria-label={`حذف تاریخ ${formatJalaliLongDate(noonOf(d.day))}`}
                  className="-my-2 -me-2 flex size-10 items-center justify-center text-slate-500 hover:text-red-600 disabled:opacity-30"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {repeat && value.length > 0 && (
            <div className="flex items-end gap-2">
              <NumberInput
                label="تکرار هفتگی (تعداد هفته)"
                value={weeks}
                onChange={setWeeks}
                max={52}
                containerClassName="w-48"
              />
              <Button variant="secondary" onClick={repeatWeekly} disabled={!weeks || weeks > 52}>
                افزودن تکرارها
              </Button>
            </div>
          )}
          <ErrorText message={error} />
        </div>
      </div>
    </div>
  );
}
