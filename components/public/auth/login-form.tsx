"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { MobileInput } from "@/components/ui/mobile-input";
import { PasswordInput } from "@/components/ui/password-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { isAbsoluteTarget } from "@/components/public/auth/callback-path";
import { loginFormSchema, type LoginForm as LoginValues } from "@/components/public/auth/auth-forms";
import { completeLogin } from "@/components/public/auth/login";
import { type z } from "@/lib/validation/z";
import { useSubmit } from "./use-submit";

/** `callbackUrl` was checked on the server; `allowedOrigins` names the sale website it may lead to. */
export function LoginForm({ callbackUrl, allowedOrigins = [] }: { callbackUrl?: string | null; allowedOrigins?: string[] }) {
  const router = useRouter();
  const form = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: "", password: "", keepMeLogin: false },
  });
  const { errors } = form.formState;
  const { busy, run } = useSubmit(async (values: z.output<typeof loginFormSchema>) => {
    const answer = await accountsApi().login(values);
    // A sale website is another origin: the browser leaves the app's router for it.
    const navigate = (target: string) => (isAbsoluteTarget(target) ? window.location.assign(target) : router.replace(target));
    await completeLogin(answer, { navigate }, callbackUrl, allowedOrigins);
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <MobileInput label="شماره موبایل" autoFocus {...form.register("mobile")} error={errors.mobile?.message} />
      <PasswordInput label="رمز عبور" {...form.register("password")} error={errors.password?.message} />
      <div className="flex items-center justify-between">
        <Checkbox label="مرا به خاطر بسپار" {...form.register("keepMeLogin")} />
        <Link href="/auth/forgetPassword" className="text-sm text-brand-700 hover:underline">
          فراموشی رمز عبور
        </Link>
      </div>
      <Button type="submit" block loading={busy}>
        ورود
      </Button>
      <p className="text-center text-sm text-slate-600">
        حساب کاربری ندارید؟{" "}
        <Link href="/auth/register/sendOtp" className="font-medium text-brand-700 hover:underline">
          ثبت‌نام کنید
        </Link>
      </p>
    </form>
  );
}
