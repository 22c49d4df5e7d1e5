"use client";
// /dashboard/tour/defaultSettings: the default tour that pre-fills every new tour (spec §3), saved
// with PUT /api/Tour/default and checked by the server's own schema. The local leader's photo is
// uploaded at once (the default tour always exists for its leader).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FormProvider, useForm, useFormContext, useWatch, type Resolver } from "react-hook-form";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, Spinner } from "@/components/ui";
import type { CollabDraft, DefaultTour } from "@/components/tour-wizard/tour-draft";
import { DEFAULT_REFUND_RULES, CHECKLIST_OPTIONS, PREDEFINED_SERVICES } from "@/lib/tours/options";
import { TOUR_MESSAGES } from "@/lib/tours/messages";
import { defaultTourSchema, type DefaultTourInput } from "@/lib/tours/schemas";
import { AffiliateSettings } from "./affiliate-settings";
import { CityFields } from "./city-fields";
import { CheckboxField, NumberField, Section, TextAreaField, TextField } from "./fields";
import { TOUR_TOASTS } from "./labels";
import { LeaderPhotoBox } from "./local-leader-photo";
import { photoFailed } from "./photo-state";
import { RefundRulesEditor } from "./refund-rules-editor";
import { TitleListField } from "./title-list";
import { tourApi } from "./tour-api";
import { VehiclesEditor } from "./vehicles-editor";

interface DefaultForm {
  provinceId: number | null;
  startCityId: number | null;
  startAge: number | null;
  endAge: number | null;
  services: string[];
  checkLists: string[];
  tags: string[];
  collabs: CollabDraft[];
  vehicles: { type: string; price: number | null; enableSeat: boolean }[];
  refundRules: { daysBefore: number | null; penaltyPercent: number | null }[];
  ticketNote: string;
  localLeaderFullName: string;
  extraQuestionTitle: string;
  extraQuestionIsDateType: boolean;
  answerToExtraQuestionIsRequired: boolean;
  affiliatesCanSellThisTour: boolean;
  shareFromSalesToAffiliates: number | null;
  shareIsInPercent: boolean;
  maxSellCountFromCollaborators: number | null;
}

// The server's schema, plus the list order the form keeps (spec §5: daysBefore decreases down the list).
const formSchema = defaultTourSchema.superRefine((value, ctx) => {
  value.refundRules.forEach((rule, i) => {
    if (i > 0 && rule.daysBefore >= value.refundRules[i - 1].daysBefore) {
      ctx.addIssue({ code: "custom", message: TOUR_MESSAGES.refundOrder, path: ["refundRules", i, "daysBefore"] });
    }
  });
});

const toBody = (values: DefaultForm) => {
  const { collabs, provinceId: _province, ...rest } = values;
  return { ...rest, collaborators: collabs.map((c) => c.id) };
};

const schemaResolver = zodResolver(formSchema);
const resolver: Resolver<DefaultForm> = async (values, context, options) => {
  const result = await schemaResolver(toBody(values) as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

function toForm(d: DefaultTour | null): DefaultForm {
  return {
    provinceId: null,
    startCityId: d?.startCityId ?? null,
    startAge: d?.startAge ?? 18,
    endAge: d?.endAge ?? 65,
    services: d?.services ?? [],
    checkLists: d?.checkLists ?? [],
    tags: d?.tags ?? [],
    collabs: d?.collabs ?? [],
    vehicles: (d?.vehicles ?? []).map((v) => ({ type: v.type, price: v.price || null, enableSeat: v.enableSeat })),
    refundRules: d
      ? [...d.refundRules].sort((a, b) => b.daysBefore - a.daysBefore)
      : DEFAULT_REFUND_RULES.map((r) => ({ ...r })),
    ticketNote: d?.ticketNote ?? "",
    localLeaderFullName: d?.localLeaderFullName ?? "",
    extraQuestionTitle: d?.extraQuestionTitle ?? "",
    extraQuestionIsDateType: d?.extraQuestionIsDateType ?? false,
    answerToExtraQuestionIsRequired: d?.answerToExtraQuestionIsRequired ?? false,
    affiliatesCanSellThisTour: d?.affiliatesCanSellThisTour ?? false,
    shareFromSalesToAffiliates: d?.shareFromSalesToAffiliates || null,
    shareIsInPercent: d?.shareIsInPercent ?? true,
    maxSellCountFromCollaborators: d?.maxSellCountFromCollaborators ?? null,
  };
}

function DefaultLeaderPhoto({ initial }: { initial: string | null }) {
  const [address, setAddress] = useState(initial);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    try {
      setAddress(await action());
    } catch (error) {
      photoFailed(TOUR_TOASTS.leaderPhotoFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LeaderPhotoBox
      address={address}
      busy={busy}
      onFile={(file) => void run(async () => (await tourApi.setDefaultLocalLeaderPhoto(file)).address)}
      onRemove={address ? () => void run(async () => (await tourApi.removeDefaultLocalLeaderPhoto(), null)) : undefined}
    />
  );
}

function ExtraQuestionFields() {
  const { setValue } = useFormContext<DefaultForm>();
  const title = useWatch<DefaultForm, "extraQuestionTitle">({ name: "extraQuestionTitle" }) ?? "";
  const required = useWatch<DefaultForm, "answerToExtraQuestionIsRequired">({
    name: "answerToExtraQuestionIsRequired",
  });
  useEffect(() => {
    if (!title.trim() && required) setValue("answerToExtraQuestionIsRequired", false);
  }, [title, required, setValue]);
  return (
    <Section title="سؤال اضافه از مسافران">
      <TextField name="extraQuestionTitle" label="متن سؤال" />
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="extraQuestionIsDateType" label="پاسخ از نوع تاریخ است" />
        <CheckboxField name="answerToExtraQuestionIsRequired" label="پاسخ الزامی است" disabled={!title.trim()} />
      </div>
    </Section>
  );
}

function DefaultSettingsFields({ defaults }: { defaults: DefaultTour | null }) {
  const queryClient = useQueryClient();
  const form = useForm<DefaultForm>({ defaultValues: toForm(defaults), resolver, mode: "onChange" });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await tourApi.saveDefault(toBody(values) as unknown as DefaultTourInput);
        queryClient.setQueryData(["tour", "default"], saved);
        form.reset({ ...toForm(saved), provinceId: values.provinceId });
        toast.success(TOUR_TOASTS.defaultsSaved);
      } catch {
        // the API client has shown the server's messages
      }
    },
    () => toast.error(TOUR_TOASTS.fixErrors, { toastId: TOUR_TOASTS.fixErrors }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="تنظیمات پیش‌فرض تور" className="flex flex-col gap-6">
        <Section title="اطلاعات پایه">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
            <CityFields />
            <NumberField name="startAge" label="حداقل سن" max={120} />
            <NumberField name="endAge" label="حداکثر سن" max={120} />
          </div>
          <TitleListField name="tags" label="برچسب‌ها" />
          <TextAreaField name="ticketNote" label="توضیحات بلیت" />
        </Section>
        <Section title="خدمات و وسایل لازم">
          <TitleListField name="services" label="خدمات" options={PREDEFINED_SERVICES} />
          <TitleListField name="checkLists" label="وسایل لازم" options={CHECKLIST_OPTIONS} />
        </Section>
        <Section title="راهنمای محلی">
          <TextField name="localLeaderFullName" label="نام راهنمای محلی" />
          <DefaultLeaderPhoto initial={defaults?.localLeaderPhoto?.address ?? null} />
        </Section>
        <ExtraQuestionFields />
        <Section title="وسایل نقلیه پیش‌فرض">
          <VehiclesEditor name="vehicles" defaultTour />
        </Section>
        <RefundRulesEditor />
        <AffiliateSettings />
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting} className="min-w-40">
            ذخیره تنظیمات
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function DefaultSettingsForm() {
  // Spec §8: the default load fails silently; the form then starts from the product defaults.
  const defaults = useQuery({
    queryKey: ["tour", "default"],
    queryFn: () => tourApi.getDefault().catch(() => null),
    staleTime: 0,
  });
  return (
    <>
      <DashboardPageHeader title="تنظیمات پیش‌فرض تور" back="/dashboard/tour" />
      {defaults.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" />
        </div>
      ) : (
        <DefaultSettingsFields defaults={defaults.data ?? null} />
      )}
    </>
  );
}
