import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { mobileParam, type AuthSearchParams } from "@/components/public/auth/mobile-param";
import { ResetPasswordForm } from "@/components/public/auth/reset-password-form";
import { normalizeMobile } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "بازیابی رمز عبور" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const normalized = normalizeMobile(await mobileParam(searchParams));
  if (!normalized) redirect("/auth/forgetPassword");
  return (
    <AuthCard title="تعیین رمز عبور جدید">
      <ResetPasswordForm mobile={normalized} />
    </AuthCard>
  );
}
