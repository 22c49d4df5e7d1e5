import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { ResetPasswordForm } from "@/components/public/auth/reset-password-form";
import { normalizeMobile } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "بازیابی رمز عبور" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { mobile } = await searchParams;
  const normalized = typeof mobile === "string" ? normalizeMobile(mobile) : null;
  if (!normalized) redirect("/auth/forgetPassword");
  return (
    <AuthCard title="تعیین رمز عبور جدید">
      <ResetPasswordForm mobile={normalized} />
    </AuthCard>
  );
}
