"use client";
// /dashboard/profile/editProfile (spec doc 1 §4–§5): the profile fields, the city picker and the
// five images. After saving, a confirmed account sees 'پروفایل ویرایش شد.' and goes back; an
// unconfirmed one goes to /dashboard (where the entry rule takes over).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { Button, Input } from "@/components/ui";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { PROFILE_QUERY_KEY, unwrapSelf, type Profile, type SelfResponse } from "@/components/dashboard/profile";
import { api } from "@/lib/client/api-client";
import * as profileEndpoints from "@/lib/client/endpoints/profile";
import { PROFILE_MESSAGES } from "@/lib/profile/messages";
import { CityPicker } from "./city-picker";
import { CARD_MAX_LENGTH, groupDigits, SHEBA_MAX_LENGTH } from "./digit-groups";
import {
  editProfileSchema,
  formDefaults,
  updateBody,
  type EditProfileInput,
  type EditProfileOutput,
} from "./edit-profile-schema";
import { PhotoUploader } from "./photo-uploader";
import { formatDigits } from "@/lib/format";
import { IDENTITY_DOCUMENT_COLUMNS } from "@/lib/profile/photo-slots";

type TextField = Exclude<keyof EditProfileInput, "cityId" | "provinceId">;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  required?: boolean;
  ltr?: boolean;
  readOnly?: boolean;
  wide?: boolean;
}[] = [
  { name: "firstName", label: "نام", required: true },
  { name: "lastName", label: "نام خانوادگی", required: true },
  { name: "username", label: "نام کاربری (موبایل)", required: true, ltr: true, readOnly: true },
  { name: "nationalId", label: "کد ملی", required: true, ltr: true },
  { name: "brand", label: "نام تجاری", required: true },
  { name: "phone", label: "تلفن", required: true, ltr: true },
  { name: "instagram", label: "اینستاگرام", ltr: true },
  { name: "telegram", label: "تلگرام", ltr: true },
  { name: "email", label: "ایمیل", ltr: true },
];

export function EditProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: formDefaults(profile),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    let answer: SelfResponse;
    try {
      answer = await api.call(profileEndpoints.updateSelfContract, { body: updateBody(values) });
    } catch {
      return; // the API client has shown the server's messages
    }
    const self = unwrapSelf(answer);
    if (self) queryClient.setQueryData(PROFILE_QUERY_KEY, self);
    if (self?.profile.canLogin) {
      toast.success(PROFILE_MESSAGES.updated);
      if (window.history.length > 1) router.back();
      else router.push("/dashboard/profile");
    } else {
      router.push("/dashboard");
    }
  });

  const grouped = (name: "shebaNumber" | "cartNumber", max: number) =>
    register(name, { onChange: (event) => form.setValue(name, groupDigits(event.target.value, max)) });

  return (
    <FormProvider {...form}>
      <DashboardPageHeader title="ویرایش پروفایل" back="/dashboard/profile" />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <section className="card grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {TEXT_FIELDS.map((field) => (
            <Input
              key={field.name}
              label={field.label}
              required={field.required}
              readOnly={field.readOnly}
              dir={field.ltr ? "ltr" : undefined}
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
          <CityPicker />
          <Input
            label="شماره شبا"
            dir="ltr"
            inputMode="numeric"
            maxLength={SHEBA_MAX_LENGTH}
            adornment={<span dir="ltr">IR</span>}
            error={errors.shebaNumber?.message}
            {...grouped("shebaNumber", SHEBA_MAX_LENGTH)}
          />
          <Input
            label="شماره کارت"
            dir="ltr"
            inputMode="numeric"
            maxLength={CARD_MAX_LENGTH}
            error={errors.cartNumber?.message}
            {...grouped("cartNumber", CARD_MAX_LENGTH)}
          />
          <div className="md:col-span-2 xl:col-span-3">
            <label htmlFor="address" className="mb-1.5 block text-sm font-medium text-slate-700">
              آدرس<span className="ms-0.5 text-red-600">*</span>
            </label>
            <textarea
              id="address"
              rows={3}
              aria-invalid={errors.address ? true : undefined}
              className={`input h-auto py-2 ${errors.address ? "input-error" : ""}`}
              {...register("address")}
            />
            {errors.address && (
              <p role="alert" className="mt-1 text-xs text-red-600">
                {errors.address.message}
              </p>
            )}
          </div>
        </section>

        <section className="card flex flex-col gap-3">
          <h2 className="font-bold">تصاویر</h2>
          <p className="text-sm text-slate-500">
            تصاویر JPEG، PNG یا WebP تا ۵ مگابایت؛ هر تصویر پس از انتخاب بارگذاری می‌شود.
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5">
            <PhotoUploader slot="Photo" userId={profile.id} url={profile.photo} />
          </div>
          {/* The four documents the operator counts («مدارک هویتی: n از ۴»), apart from the profile photo. */}
          <h3 className="font-bold">مدارک هویتی ({formatDigits(IDENTITY_DOCUMENT_COLUMNS.length)} مدرک)</h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="identity-uploads">
            <PhotoUploader slot="national-photo" userId={profile.id} url={profile.photoNationalCard} />
            <PhotoUploader slot="personal-photo" userId={profile.id} url={profile.photoPersonal} />
            <PhotoUploader slot="tour-guide-photo" userId={profile.id} url={profile.photoGuidanceCard} />
            <PhotoUploader slot="tour-license-photo" userId={profile.id} url={profile.photoLicence} />
          </div>
        </section>

        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} className="min-w-40">
            ذخیره
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
