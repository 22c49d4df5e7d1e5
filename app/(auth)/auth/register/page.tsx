import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { mobileParam, type AuthSearchParams } from "@/components/public/auth/mobile-param";
import { RegisterForm } from "@/components/public/auth/register-form";
import { normalizeMobile } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "ثبت‌نام" };

export default async function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  // The code was sent to this number in the previous step; without it there is nothing to verify.
  const normalized = normalizeMobile(await mobileParam(searchParams));
  if (!normalized) redirect("/auth/register/sendOtp");
  return (
    <AuthCard title="تکمیل ثبت‌نام">
      <RegisterForm mobile={normalized} />
    </AuthCard>
  );
}
