"use client";
// Step one (spec §2, §5): the tour's basics, its photos and its sessions.
import { useQuery } from "@tanstack/react-query";
import { useController, useWatch } from "react-hook-form";
import { Button, FormField } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { TourType } from "@/lib/db/generated/enums";
import { CityFields } from "./city-fields";
import { CheckboxField, NumberField, Section, SelectField, TextAreaField, TextField } from "./fields";
import { TOUR_TYPE_LABELS } from "./labels";
import { PhotoSlots } from "./photo-slots";
import { SessionGroups } from "./session-groups";
import { TitleListField } from "./title-list";
import { tourApi } from "./tour-api";
import { useWizard } from "./wizard-provider";

function TourTypeField() {
  const { field } = useController({ name: "tourType" });
  return (
    <FormField label="نوع">
      <div role="radiogroup" aria-label="نوع" className="flex flex-wrap gap-2">
        {Object.values(TourType).map((type) => (
          <label
            key={type}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm",
              field.value === type ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={type}
              checked={field.value === type}
              onChange={() => field.onChange(type)}
              className="accent-brand-600"
            />
            {TOUR_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </FormField>
  );
}

function HardshipFields() {
  const hardships = useQuery({ queryKey: ["tour", "hardships"], queryFn: tourApi.hardships, staleTime: Infinity });
  const hardShipId = useWatch({ name: "hardShipId" }) as number | null;
  const description = hardships.data?.find((h) => h.id === hardShipId)?.description;
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        name="hardShipId"
        label="درجه سختی"
        required
        numeric
        options={(hardships.data ?? []).map((h) => ({ value: h.id, label: h.title }))}
      />
      {description && <p className="text-xs text-slate-500">{description}</p>}
      <CheckboxField name="showHardShipDescriptionInBuyTime" label="نمایش توضیح درجه سختی هنگام خرید" />
    </div>
  );
}

export function StepOne() {
  const { next } = useWizard();
  const styles = useQuery({ queryKey: ["tour", "styles"], queryFn: tourApi.styles, staleTime: Infinity });
  return (
    <>
      <Section title="اطلاعات پایه">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          <TextField name="title" label="عنوان تور" required className="md:col-span-2" />
          <TourTypeField />
          <TextAreaField name="description" label="توضیحات" className="md:col-span-2 xl:col-span-3" />
          <SelectField
            name="styleId"
            label="سبک تور"
            required
            numeric
            options={(styles.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
          />
          <CityFields required />
          <TextField name="startPlaceText" label="محل حرکت" required className="md:col-span-2" />
          <TextField name="endPlaceText" label="محل پایان" />
          <TextField name="latitude" label="عرض جغرافیایی" dir="ltr" hint="مثلاً ۳۵٫۶۹۹۷ (اختیاری)" />
          <TextField name="longitude" label="طول جغرافیایی" dir="ltr" hint="مثلاً ۵۱٫۳۳۸۰ (اختیاری)" />
          <div className="flex items-end pb-3">
            <CheckboxField name="isAbroad" label="تور خارجی" />
          </div>
          <HardshipFields />
          <NumberField name="startAge" label="حداقل سن" required max={120} />
          <NumberField name="endAge" label="حداکثر سن" max={120} />
          <TitleListField name="tags" label="برچسب‌ها" placeholder="مثلاً کوهنوردی" />
        </div>
      </Section>
      <PhotoSlots />
      <SessionGroups />
      <div className="flex justify-end">
        <Button onClick={() => void next()} className="min-w-40">
          مرحله بعد
        </Button>
      </div>
    </>
  );
}
