"use client";
// The sessions editor (spec §3): sessions with equal capacity, prices and times of day form one
// group with several dates. Times are Tehran times of day; the end may fall days after the start;
// registration closes a number of days before each date at a time of day. A group with a sold
// date keeps its times (they were sold) and that date.
import { useController, useFieldArray, useWatch } from "react-hook-form";
import { RemoveButton } from "./remove-button";
import { Button } from "@/components/ui";
import { emptySessionGroup, type DateDraft } from "@/components/tour-wizard/tour-draft";
import { toPersianDigits } from "@/lib/format/digits";
import {
  CheckboxField,
  ClockField,
  ErrorText,
  MoneyField,
  NumberField,
  ReadOnlyNote,
  Section,
  useFieldError,
} from "./fields";
import { JalaliDates } from "./jalali-dates";
import { VehiclesEditor } from "./vehicles-editor";

function GroupDates({ name, label, periodic }: { name: string; label: string; periodic: boolean }) {
  const { field, fieldState } = useController({ name });
  return (
    <JalaliDates
      label={label}
      value={field.value as DateDraft[]}
      onChange={field.onChange}
      error={fieldState.error?.message}
      repeat={periodic}
    />
  );
}

function SessionGroup({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const name = `sessionGroups.${index}`;
  const dates = (useWatch({ name: `${name}.dates` }) as DateDraft[]) ?? [];
  const babyPricing = useWatch({ name: "babyPricing" }) as boolean;
  const tourType = useWatch({ name: "tourType" }) as string;
  const sold = dates.filter((d) => !d.editable);
  const booked = Math.max(0, ...dates.map((d) => d.passengersCount));
  const label = `دسته تاریخ ${toPersianDigits(index + 1)}`;
  const registrationRequired = tourType === "SimpleTour";

  return (
    <li role="group" aria-label={label} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between">
        <h3 className="font-bold">{label}</h3>
        {canRemove && (
          <RemoveButton label={label} className="h-9" onClick={onRemove} disabled={sold.length > 0}>
            حذف دسته
          </RemoveButton>
        )}
      </div>
      <GroupDates name={`${name}.dates`} label={`تاریخ‌های ${label}`} periodic={tourType === "PeriodicTour"} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        <NumberField
          name={`${name}.capacity`}
          label="ظرفیت"
          required
          hint={booked ? `${toPersianDigits(booked)} نفر ثبت‌نام کرده‌اند` : undefined}
        />
        <MoneyField name={`${name}.price`} label="قیمت" required />
        <MoneyField name={`${name}.childPrice`} label="قیمت کودک" />
        {babyPricing && <MoneyField name={`${name}.infantPrice`} label="قیمت نوزاد" />}
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-5">
        <ClockField name={`${name}.startClock`} label="ساعت شروع" required disabled={sold.length > 0} />
        <NumberField
          name={`${name}.endDayOffset`}
          label="روز پایان (چند روز پس از شروع)"
          disabled={sold.length > 0}
          max={60}
        />
        <ClockField name={`${name}.endClock`} label="ساعت پایان" required disabled={sold.length > 0} />
        <NumberField name={`${name}.registrationDaysBefore`} label="پایان ثبت‌نام (روز قبل از شروع)" max={365} />
        <ClockField name={`${name}.registrationClock`} label="ساعت پایان ثبت‌نام" required={registrationRequired} />
      </div>
      {sold.length > 0 && (
        <ReadOnlyNote>
          برای {toPersianDigits(sold.length)} تاریخ از این دسته بلیت فروخته شده است؛ زمان برگزاری و آن تاریخ‌ها قابل
          تغییر نیستند.
        </ReadOnlyNote>
      )}
      <VehiclesEditor name={`${name}.vehicles`} />
    </li>
  );
}

export function SessionGroups() {
  const { fields, append, remove } = useFieldArray({ name: "sessionGroups", keyName: "fieldKey" });
  const error = useFieldError("sessionGroups");
  return (
    <Section
      title="تاریخ‌ها و ظرفیت"
      actions={
        <Button variant="secondary" className="h-9 px-3" onClick={() => append(emptySessionGroup())}>
          افزودن دسته تاریخ
        </Button>
      }
    >
      <p className="text-sm text-slate-500">
        تاریخ‌هایی که ظرفیت، قیمت و ساعت یکسان دارند را در یک دسته انتخاب کنید؛ برای هر تاریخ یک سانس ساخته می‌شود.
      </p>
      <CheckboxField name="babyPricing" label="قیمت‌گذاری نوزاد" />
      <ErrorText message={error} />
      <ul className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <SessionGroup
            key={field.fieldKey}
            index={index}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
    </Section>
  );
}
