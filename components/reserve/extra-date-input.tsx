"use client";
// The extra question's answer when the tour asks for a date: a Persian-calendar picker. The answer
// is sent as an ISO date (yyyy-mm-dd of the Gregorian calendar), as the spec sends every date.
import DatePicker, { DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import gregorian from "react-date-object/calendars/gregorian";
import persian_fa from "react-date-object/locales/persian_fa";

function toIsoDay(date: DateObject): string {
  return new DateObject(date).convert(gregorian).format("YYYY-MM-DD");
}

export default function ExtraDateInput({
  value,
  onChange,
  id,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  id: string;
  invalid: boolean;
}) {
  const current = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new DateObject({ date: value, format: "YYYY-MM-DD", calendar: gregorian }).convert(persian, persian_fa)
    : null;
  return (
    <DatePicker
      id={id}
      value={current}
      onChange={(date) => onChange(date instanceof DateObject ? toIsoDay(date) : "")}
      calendar={persian}
      locale={persian_fa}
      format="YYYY/MM/DD"
      calendarPosition="bottom-right"
      inputClass={invalid ? "input input-error" : "input"}
      containerClassName="w-full"
    />
  );
}
