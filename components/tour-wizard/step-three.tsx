"use client";
// Step three (spec §2, §5): refund rules, extra items, affiliate selling, the tour's discount codes,
// the installment plans offered, then save final or draft.
import Link from "next/link";
import { useController, useFieldArray, useWatch } from "react-hook-form";
import DatePicker, { type DateObject } from "react-multi-date-picker";
import persian from "react-date-object/calendars/persian";
import persian_fa from "react-date-object/locales/persian_fa";
import { RemoveButton } from "./remove-button";
import { Button, FormField } from "@/components/ui";
import type { DiscountDraft, ExtraItemDraft } from "@/components/tour-wizard/tour-draft";
import { dayToLocalDate, localDateToDay } from "@/lib/format/tehran-time";
import { toPersianDigits } from "@/lib/format/digits";
import { AffiliateSettings } from "./affiliate-settings";
import { CampaignPicker } from "./campaign-picker";
import { InstallmentPicker } from "./installment-picker";
import { MoneyField, NumberField, ReadOnlyNote, Section, TextField } from "./fields";
import { SOLD_NOTE } from "./labels";
import { RefundRulesEditor } from "./refund-rules-editor";
import { PublishWarnings } from "./publish-warnings";
import { useWizard } from "./wizard-provider";

function ExtraItems() {
  const { fields, append, remove } = useFieldArray({ name: "extraItems", keyName: "fieldKey" });
  const items = (useWatch({ name: "extraItems" }) as ExtraItemDraft[]) ?? [];
  const add = () =>
    append({ id: null, title: "", capacity: null, price: null, soldCount: 0, editable: true } satisfies ExtraItemDraft);
  return (
    <Section
      title="آیتم‌های اضافه"
      actions={
        <Button variant="secondary" className="h-9 px-3" onClick={add}>
          افزودن آیتم
        </Button>
      }
    >
      <p className="text-sm text-slate-500">خدماتی که مسافر جداگانه می‌خرد (مثلاً اجاره کیسه خواب).</p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const item = items[index];
          const label = `آیتم اضافه ${toPersianDigits(index + 1)}`;
          const locked = item ? !item.editable : false;
          return (
            <li
              key={field.fieldKey}
              role="group"
              aria-label={label}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[2fr_1fr_1fr_auto]">
                <TextField name={`extraItems.${index}.title`} label="عنوان آیتم" required disabled={locked} />
                <NumberField name={`extraItems.${index}.capacity`} label="ظرفیت آیتم" required />
                <MoneyField name={`extraItems.${index}.price`} label="قیمت آیتم" required disabled={locked} />
                <RemoveButton label={label} className="h-11 md:mt-7" disabled={locked} onClick={() => remove(index)} />
              </div>
              {locked && (
                <ReadOnlyNote>{`${SOLD_NOTE} (${toPersianDigits(item.soldCount)} فروخته شده؛ فقط ظرفیت قابل افزایش است)`}</ReadOnlyNote>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

function EndDay({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  const id = `${name}-picker`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error?.message} hint="خالی: بدون تاریخ پایان">
      <DatePicker
        id={id}
        calendar={persian}
        locale={persian_fa}
        value={field.value ? dayToLocalDate(field.value) : null}
        onChange={(date: DateObject | null) => field.onChange(date ? localDateToDay(date.toDate()) : "")}
        inputClass="input"
        containerClassName="w-full"
      />
    </FormField>
  );
}

function DiscountKind({ index, disabled }: { index: number; disabled: boolean }) {
  const { field } = useController({ name: `tourDiscounts.${index}.kind` });
  return (
    <div role="radiogroup" aria-label="نوع تخفیف" className="flex gap-4 pb-3 text-sm md:mt-9">
      {(["percent", "price"] as const).map((kind) => (
        <label key={kind} className="flex min-h-10 items-center gap-2">
          <input
            type="radio"
            disabled={disabled}
            checked={field.value === kind}
            onChange={() => field.onChange(kind)}
            className="accent-brand-600"
          />
          {kind === "percent" ? "درصدی" : "مبلغی"}
        </label>
      ))}
    </div>
  );
}

function Discounts() {
  const { fields, append, remove } = useFieldArray({ name: "tourDiscounts", keyName: "fieldKey" });
  const discounts = (useWatch({ name: "tourDiscounts" }) as DiscountDraft[]) ?? [];
  const add = () =>
    append({
      id: null,
      code: "",
      capacity: null,
      kind: "percent",
      percent: null,
      price: null,
      endDay: "",
      usedCount: 0,
      editable: true,
    } satisfies DiscountDraft);
  return (
    <Section
      title="کدهای تخفیف تور"
      actions={
        <Button variant="secondary" className="h-9 px-3" onClick={add}>
          افزودن کد تخفیف
        </Button>
      }
    >
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const discount = discounts[index];
          const label = `کد تخفیف ${toPersianDigits(index + 1)}`;
          const locked = discount ? !discount.editable : false;
          return (
            <li
              key={field.fieldKey}
              role="group"
              aria-label={label}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-3 xl:grid-cols-6">
                <TextField name={`tourDiscounts.${index}.code`} label="کد" required dir="ltr" disabled={locked} />
                <NumberField name={`tourDiscounts.${index}.capacity`} label="تعداد قابل استفاده" required />
                <DiscountKind index={index} disabled={locked} />
                {discount?.kind === "price" ? (
                  <MoneyField name={`tourDiscounts.${index}.price`} label="مبلغ تخفیف" required disabled={locked} />
                ) : (
                  <NumberField
                    name={`tourDiscounts.${index}.percent`}
                    label="درصد تخفیف"
                    required
                    max={100}
                    adornment="٪"
                    disabled={locked}
                  />
                )}
                <EndDay name={`tourDiscounts.${index}.endDay`} label="آخرین روز اعتبار" />
                <RemoveButton label={label} className="h-11 md:mt-7" disabled={locked} onClick={() => remove(index)} />
              </div>
              {locked && (
                <ReadOnlyNote>{`این کد ${toPersianDigits(discount.usedCount)} بار استفاده شده است؛ فقط تعداد و تاریخ پایان قابل تغییر است.`}</ReadOnlyNote>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

export function StepThree() {
  const { save, saving, stepPath, sold, cancelled } = useWizard();
  return (
    <>
      <RefundRulesEditor withIds />
      <ExtraItems />
      <AffiliateSettings />
      <Discounts />
      <CampaignPicker />
      <InstallmentPicker />
      <PublishWarnings />
      <div className="flex flex-wrap justify-between gap-2">
        <Link href={stepPath(2)} className="btn-secondary">
          مرحله قبل
        </Link>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            loading={saving === "draft"}
            disabled={saving !== null || sold || cancelled}
            onClick={() => void save(true)}
          >
            ذخیره پیش‌نویس
          </Button>
          <Button
            loading={saving === "final"}
            disabled={saving !== null || cancelled}
            onClick={() => void save(false)}
            className="min-w-40"
          >
            ذخیره نهایی
          </Button>
        </div>
      </div>
    </>
  );
}
