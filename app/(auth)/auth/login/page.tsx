import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/public/auth/auth-card";
import { LoginForm } from "@/components/public/auth/login-form";
import { landingPath } from "@/lib/auth/landing";
import { getPageCaller } from "@/lib/auth/page-caller";
import { safeCallbackPath } from "@/components/public/auth/callback-path";
import { allowedRedirectTarget } from "@/lib/websites/redirect-target";

export const metadata: Metadata = { title: "ورود" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  // A path of this site or an active sale website (cached host lookup); anything else is dropped.
  const allowed = await allowedRedirectTarget(typeof callbackUrl === "string" ? callbackUrl : null);
  const callback = allowed ? safeCallbackPath(allowed.target, allowed.allowedOrigins) : null;
  const caller = await getPageCaller();
  // Someone already signed in has nothing to do here.
  if (caller) redirect(callback ?? landingPath(caller.role));
  return (
    <AuthCard title="ورود به همسفر" subtitle="با شماره موبایل و رمز عبور خود وارد شوید.">
      <LoginForm callbackUrl={callback} allowedOrigins={callback ? allowed?.allowedOrigins : []} />
    </AuthCard>
  );
}
