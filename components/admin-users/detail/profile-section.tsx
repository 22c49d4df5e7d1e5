"use client";
// Every profile field of the user, the confirmation states and toggles.
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { ConfirmationToggles } from "../confirmation-toggles";
import { StatusChips } from "../status-chips";
import type { UserDetail } from "../users-api";
import { DetailSection } from "./section";

const yesNo = (v: boolean) => (v ? "بله" : "خیر");

export function ProfileSection({ user }: { user: UserDetail }) {
  const rows: [string, string | null, boolean?][] = [
    ["شناسه", formatDigits(user.id), true],
    ["نقش", user.role === "Leader" ? "تورگردان" : "فروشنده"],
    ["موبایل", formatDigits(user.mobile), true],
    ["تلفن", user.phone && formatDigits(user.phone), true],
    ["ایمیل", user.email ? `${user.email}${user.emailVerified ? " (تایید شده)" : ""}` : null, true],
    ["کد ملی", user.nationalId && formatDigits(user.nationalId), true],
    ["برند", user.brand],
    ["استان / شهر", [user.province, user.cityName].filter(Boolean).join(" / ") || null],
    ["آدرس", user.address],
    ["اینستاگرام", user.instagram, true],
    ["تلگرام", user.telegram, true],
    ["شماره شبا", user.shebaNumber && `IR${formatDigits(user.shebaNumber)}`, true],
    ["شماره کارت", user.cartNumber && formatDigits(user.cartNumber), true],
    ["شناسه پذیرنده", user.merchantId, true],
    ["ترمینال شخصی", yesNo(user.usingPersonalTerminal)],
    ["مشمول مالیات بر ارزش افزوده", yesNo(user.gettingVAT)],
    ["نوع فروش", user.role === "Affiliate" ? (user.isOnlineSales ? "آنلاین" : "اعتباری") : null],
    ["تاریخ عضویت", formatJalaliDate(user.created)],
    ["درباره", user.profileAbout],
  ];
  return (
    <DetailSection
      title="اطلاعات کاربر"
      testId="profile-section"
      actions={<StatusChips isConfirmed={user.isConfirmed} identityDocsConfirmed={user.identityDocsConfirmed} />}
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, ltr]) => (
            <div key={label} className="flex flex-wrap gap-2">
              <dt className="text-slate-500">{label}:</dt>
              <dd className="break-all text-slate-800" dir={ltr ? "ltr" : undefined}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <p className="text-sm">
        صفحه عمومی:{" "}
        <a href={user.profileUrl} target="_blank" rel="noreferrer" className="text-brand-600 underline" dir="ltr">
          {user.profileUrl}
        </a>
      </p>
      <ConfirmationToggles user={user} />
    </DetailSection>
  );
}
