"use client";
// A range of days on the Persian calendar for list filters; days travel as YYYY-MM-DD strings
// (Tehran calendar days), the form the URL state and the API filters take.
import DatePicker, { type DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import persian_fa from "react-date-object/locales/persian_fa";
import { dayToLocalDate, localDateToDay } from "@/lib/format/tehran-time";
import { FormField } from "./form-field";

export function JalaliDayRange(props: {
  id: string;
  label: string;
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
  placeholder?: string;
}) {
  const value = [props.from, props.to].filter((d): d is string => Boolean(d)).map(dayToLocalDate);
  return (
    <FormField label={props.label} htmlFor={props.id}>
      <DatePicker
        id={props.id}
        range
        calendar={persian}
        locale={persian_fa}
        value={value}
        onChange={(dates: DateObject[]) => {
          const [from, to] = dates.map((d) => localDateToDay(d.toDate()));
          props.onChange({ from: from ?? null, to: to ?? from ?? null });
        }}
        placeholder={props.placeholder}
        inputClass="input"
        containerClassName="w-full"
      />
    </FormField>
  );
}
