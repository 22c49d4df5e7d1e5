"use client";
// /dashboard/profile: the profile as stored, the identity documents with their state, and the
// change-password form (not offered while an operator acts for the user: the API refuses it).
import { Spinner } from "@/components/ui";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { displayName, type Profile } from "@/components/dashboard/profile";
import { useDashboardSession } from "@/components/dashboard/session-context";
import { useSelfProfile } from "@/components/dashboard/use-self-profile";
import { formatDigits } from "@/lib/format";
import { AccountCard } from "./account-card";
import { ChangePasswordForm } from "./change-password-form";
import { IdentityDocuments } from "./identity-documents";

const EDIT_ACTIONS = [{ title: "ویرایش پروفایل", icon: "user" as const, href: "/dashboard/profile/editProfile" }];

function rows(profile: Profile): [string, string | null][] {
  return [
    ["نام و نام خانوادگی", displayName(profile)],
    ["نام کاربری (موبایل)", formatDigits(profile.username)],
    ["کد ملی", profile.nationalId && formatDigits(profile.nationalId)],
    ["نام تجاری", profile.brand],
    ["تلفن", profile.phone && formatDigits(profile.phone)],
    ["ایمیل", profile.email],
    ["اینستاگرام", profile.instagram],
    ["تلگرام", profile.telegram],
    ["شهر", profile.cityName],
    ["آدرس", profile.address],
    ["شماره شبا", profile.shebaNumber && `IR${formatDigits(profile.shebaNumber.replace(/^IR/i, ""))}`],
    ["شماره کارت", profile.cartNumber && formatDigits(profile.cartNumber)],
  ];
}

export function ProfileView() {
  const { data: self, isPending } = useSelfProfile();
  const { impersonating } = useDashboardSession();
  if (isPending) return <Spinner className="mx-auto my-16 size-8" />;
  if (!self) return null;
  const { profile } = self;
  return (
    <div className="flex flex-col gap-6">
      <DashboardPageHeader title="حساب کاربری" actions={EDIT_ACTIONS} />
      <section className="card flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {profile.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo, served by the app at its stored size
            <img src={profile.photo} alt={displayName(profile)} className="size-16 rounded-full object-cover" />
          ) : (
            <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-xl font-bold text-brand-700">
              {profile.firstName.slice(0, 1)}
            </div>
          )}
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-bold">{displayName(profile)}</h2>
            <span
              className={`w-fit rounded-full px-2 py-0.5 text-xs ${profile.canLogin ? "bg-brand-50 text-brand-700" : "bg-amber-100 text-amber-800"}`}
            >
              {profile.canLogin ? "حساب تایید شده" : "در انتظار تایید اپراتور"}
            </span>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
          {rows(profile).map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium break-words">{value || "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AccountCard profile={profile} />
      <section className="card flex flex-col gap-3">
        <h2 className="font-bold">مدارک هویتی</h2>
        <IdentityDocuments profile={profile} />
      </section>
      {!impersonating && (
        <section className="card flex flex-col gap-3">
          <h2 className="font-bold">تغییر رمز عبور</h2>
          <ChangePasswordForm />
        </section>
      )}
    </div>
  );
}
