"use client";
// Selling through affiliates: whether they may sell the tour, their share (percent or toman per
// ticket), the most they may sell, and the collaborators (users) the tour is opened to, found with
// the colleague search (components/affiliates/colleague-picker.tsx).
import { useController, useWatch } from "react-hook-form";
import { ColleaguePicker } from "@/components/affiliates/colleague-picker";
import type { CollabDraft } from "@/components/tour-wizard/tour-draft";
import { CheckboxField, ErrorText, MoneyField, NumberField, Section } from "./fields";

function ShareKind() {
  const { field } = useController({ name: "shareIsInPercent" });
  return (
    <div role="radiogroup" aria-label="نوع سهم" className="flex gap-4 pb-3 text-sm">
      {[
        { value: true, label: "درصد" },
        { value: false, label: "تومان" },
      ].map((option) => (
        <label key={option.label} className="flex min-h-10 items-center gap-2">
          <input
            type="radio"
            name={field.name}
            checked={field.value === option.value}
            onChange={() => field.onChange(option.value)}
            className="accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

function Collaborators() {
  const { field, fieldState } = useController({ name: "collabs" });
  const collabs: CollabDraft[] = field.value ?? [];
  const add = (colleague: CollabDraft) => {
    if (!collabs.some((c) => c.id === colleague.id)) field.onChange([...collabs, colleague]);
  };
  return (
    <div className="flex flex-col gap-2">
      <ColleaguePicker exclude={collabs.map((c) => c.id)} onPick={add} />
      <ul className="flex flex-wrap gap-2" aria-label="همکاران">
        {collabs.map((c) => (
          <li key={c.id} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
            {c.name}
            <button
              type="button"
              aria-label={`حذف ${c.name}`}
              onClick={() => field.onChange(collabs.filter((x) => x.id !== c.id))}
              className="-my-2 -me-2 flex size-10 items-center justify-center text-slate-500 hover:text-red-600"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <ErrorText message={fieldState.error?.message} />
    </div>
  );
}

export function AffiliateSettings() {
  const canSell = useWatch({ name: "affiliatesCanSellThisTour" }) as boolean;
  const inPercent = useWatch({ name: "shareIsInPercent" }) as boolean;
  return (
    <Section title="فروش همکاران">
      <CheckboxField name="affiliatesCanSellThisTour" label="همکاران می‌توانند این تور را بفروشند" />
      {canSell && (
        <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-3">
          {inPercent ? (
            <NumberField name="shareFromSalesToAffiliates" label="سهم همکار از فروش" max={100} adornment="٪" />
          ) : (
            <MoneyField name="shareFromSalesToAffiliates" label="سهم همکار از فروش" optionalAmount />
          )}
          <ShareKind />
          <NumberField
            name="maxSellCountFromCollaborators"
            label="حداکثر تعداد فروش همکاران"
            hint="خالی: بدون محدودیت"
          />
        </div>
      )}
      <Collaborators />
    </Section>
  );
}
