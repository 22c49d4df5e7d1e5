import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/public/auth/auth-card";
import { MobileStepForm } from "@/components/public/auth/mobile-step-form";
import { mobileParam, type AuthSearchParams } from "@/components/public/auth/mobile-param";

export const metadata: Metadata = { title: "ثبت‌نام" };

export default async function SendOtpPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return (
    <AuthCard title="ثبت‌نام در همسفر" subtitle="شماره موبایل خود را وارد کنید تا کد تأیید برایتان ارسال شود.">
      <MobileStepForm
        purpose="register"
        defaultMobile={await mobileParam(searchParams)}
        submitLabel="دریافت کد تأیید"
        footer={
          <p className="text-center text-sm text-slate-600">
            حساب کاربری دارید؟{" "}
            <Link href="/auth/login" className="font-medium text-brand-700 hover:underline">
              وارد شوید
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}
