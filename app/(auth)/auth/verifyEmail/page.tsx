import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { VerifyEmail } from "@/components/public/auth/verify-email";
import { landingPath } from "@/lib/auth/landing";
import { getPageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "تأیید ایمیل" };

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" && token ? token : null;
  const caller = await getPageCaller();
  // VerifyUserMail acts for the signed-in user: sign in first, then come back to this link.
  if (!caller) {
    const back = `/auth/verifyEmail${value ? `?token=${encodeURIComponent(value)}` : ""}`;
    redirect(`/auth/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  return (
    <AuthCard title="تأیید ایمیل">
      <VerifyEmail token={value} home={landingPath(caller.role)} />
    </AuthCard>
  );
}
