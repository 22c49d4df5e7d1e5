"use client";
// Step two (spec §2, §4, §5): accommodations (required for a simple tour), daily program, ticket
// note, services, checklist, the extra question, and the local leader.
import Link from "next/link";
import { useEffect } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { Button, FormField } from "@/components/ui";
import { cn } from "@/components/ui/cn";
import { Accommodation } from "@/lib/db/generated/enums";
import { ACCOMMODATION_TITLES, CHECKLIST_OPTIONS, PREDEFINED_SERVICES } from "@/lib/tours/options";
import { CheckboxField, Section, TextAreaField, TextField } from "./fields";
import { LocalLeaderPhoto } from "./local-leader-photo";
import { TitleListField } from "./title-list";
import { useWizard } from "./wizard-provider";

function AccommodationsField() {
  const { field, fieldState } = useController({ name: "accommodations" });
  const tourType = useWatch({ name: "tourType" }) as string;
  const values: Accommodation[] = field.value ?? [];
  const toggle = (a: Accommodation) =>
    field.onChange(values.includes(a) ? values.filter((v) => v !== a) : [...values, a]);
  return (
    <FormField label="نوع اقامت" required={tourType === "SimpleTour"} error={fieldState.error?.message}>
      <div role="group" aria-label="نوع اقامت" className="flex flex-wrap gap-2">
        {Object.values(Accommodation).map((a) => (
          <label
            key={a}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm",
              values.includes(a) ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300",
            )}
          >
            <input
              type="checkbox"
              checked={values.includes(a)}
              onChange={() => toggle(a)}
              className="accent-brand-600"
            />
            {ACCOMMODATION_TITLES[a]}
          </label>
        ))}
      </div>
    </FormField>
  );
}

function ExtraQuestion() {
  const { setValue } = useFormContext();
  const title = (useWatch({ name: "extraQuestionTitle" }) as string) ?? "";
  const required = useWatch({ name: "answerToExtraQuestionIsRequired" }) as boolean;
  // Spec §4: with no question, an answer cannot be required.
  useEffect(() => {
    if (!title.trim() && required) setValue("answerToExtraQuestionIsRequired", false);
  }, [title, required, setValue]);
  return (
    <Section title="سؤال اضافه از مسافران">
      <TextField
        name="extraQuestionTitle"
        label="متن سؤال"
        hint="مثلاً «تاریخ تولد» یا «گروه خونی»؛ خالی: سؤالی پرسیده نمی‌شود."
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="extraQuestionIsDateType" label="پاسخ از نوع تاریخ است" />
        <CheckboxField name="answerToExtraQuestionIsRequired" label="پاسخ الزامی است" disabled={!title.trim()} />
      </div>
    </Section>
  );
}

export function StepTwo() {
  const { next, stepPath } = useWizard();
  return (
    <>
      <Section title="اقامت و برنامه">
        <AccommodationsField />
        <TextAreaField name="dailyProgram" label="برنامه روزانه" rows={6} />
        <TextAreaField name="ticketNote" label="توضیحات بلیت" hint="روی بلیت مسافر چاپ می‌شود." />
      </Section>
      <Section title="خدمات و وسایل لازم">
        <TitleListField name="services" label="خدمات" options={PREDEFINED_SERVICES} />
        <TitleListField name="checkLists" label="وسایل لازم" options={CHECKLIST_OPTIONS} />
      </Section>
      <ExtraQuestion />
      <Section title="راهنمای محلی">
        <TextField name="localLeaderName" label="نام راهنمای محلی" />
        <LocalLeaderPhoto />
      </Section>
      <div className="flex justify-between">
        <Link href={stepPath(1)} className="btn-secondary">
          مرحله قبل
        </Link>
        <Button onClick={() => void next()} className="min-w-40">
          مرحله بعد
        </Button>
      </div>
    </>
  );
}
