import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/public/auth/auth-card";
import { MobileStepForm } from "@/components/public/auth/mobile-step-form";
import { mobileParam, type AuthSearchParams } from "@/components/public/auth/mobile-param";

export const metadata: Metadata = { title: "فراموشی رمز عبور" };

export default async function ForgetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return (
    <AuthCard title="فراموشی رمز عبور" subtitle="شماره موبایل حساب خود را وارد کنید تا کد بازیابی برایتان ارسال شود.">
      <MobileStepForm
        purpose="reset"
        defaultMobile={await mobileParam(searchParams)}
        submitLabel="ارسال کد بازیابی"
        footer={
          <p className="text-center text-sm">
            <Link href="/auth/login" className="tap font-medium text-brand-700 hover:underline">
              بازگشت به ورود
            </Link>
          </p>
        }
      />
    </AuthCard>
  );
}
