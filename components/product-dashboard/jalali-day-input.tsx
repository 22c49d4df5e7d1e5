"use client";
// One Tehran day picked on the Persian calendar (yyyy-mm-dd, Gregorian, as every day is sent).
import DatePicker, { type DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import persian_fa from "react-date-object/locales/persian_fa";
import { FormField } from "@/components/ui";
import { dayToLocalDate, localDateToDay } from "@/lib/format/tehran-time";

export function JalaliDayInput({
  id,
  label,
  value,
  onChange,
  error,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <FormField label={label} htmlFor={id} error={error} required={required}>
      <DatePicker
        id={id}
        calendar={persian}
        locale={persian_fa}
        value={value ? dayToLocalDate(value) : null}
        onChange={(date: DateObject | null) => onChange(date ? localDateToDay(date.toDate()) : "")}
        inputClass="input"
        containerClassName="w-full"
      />
    </FormField>
  );
}
