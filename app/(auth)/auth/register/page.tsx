import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { RegisterForm } from "@/components/public/auth/register-form";
import { normalizeMobile } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "ثبت‌نام" };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { mobile } = await searchParams;
  // The code was sent to this number in the previous step; without it there is nothing to verify.
  const normalized = typeof mobile === "string" ? normalizeMobile(mobile) : null;
  if (!normalized) redirect("/auth/register/sendOtp");
  return (
    <AuthCard title="تکمیل ثبت‌نام">
      <RegisterForm mobile={normalized} />
    </AuthCard>
  );
}
