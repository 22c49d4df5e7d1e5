"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { callError } from "@/lib/client/api-client";
import * as accounts from "@/lib/client/endpoints/accounts";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { MobileInput } from "@/components/ui/mobile-input";
import { PasswordInput } from "@/components/ui/password-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { isAbsoluteTarget } from "@/components/public/auth/callback-path";
import { loginFormSchema, type LoginForm as LoginValues } from "@/components/public/auth/auth-forms";
import { completeLogin } from "@/components/public/auth/login";
import { type z } from "@/lib/validation/z";
import { CodeInput } from "./code-step";
import { ResendCode } from "./resend-code";
import { useSubmit } from "./use-submit";

/**
 * `callbackUrl` was checked on the server; `allowedOrigins` names the sale website it may lead to.
 * From a network with many failed sign-ins (a carrier's shared address) the server asks for the SMS
 * code as well (login_code_required): the form then texts it to the mobile and shows the code field.
 */
export function LoginForm({
  callbackUrl,
  allowedOrigins = [],
}: {
  callbackUrl?: string | null;
  allowedOrigins?: string[];
}) {
  const router = useRouter();
  const form = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: "", password: "", keepMeLogin: false, code: "" },
  });
  const { errors } = form.formState;
  /** The mobile the code step was opened for (a code belongs to one mobile). */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const sendCode = (mobile: string) => accountsApi().loginToken(mobile);
  const { busy, run } = useSubmit(async (values: z.output<typeof loginFormSchema>) => {
    const needsCode = codeFor !== null && codeFor === values.mobile;
    if (needsCode && !values.code) {
      form.setError("code", { message: CODE_MISSING });
      return;
    }
    let answer;
    try {
      answer = await accountsApi().login({ ...values, code: needsCode ? values.code : undefined });
    } catch (error) {
      if (callError(error, accounts.loginContract)?.codes.includes("login_code_required") && !needsCode) {
        setCodeFor(values.mobile);
        await sendCode(values.mobile).then(
          () => toast.success(CODE_SENT),
          () => undefined,
        );
      }
      throw error;
    }
    // A sale website is another origin: the browser leaves the app's router for it.
    const navigate = (target: string) =>
      isAbsoluteTarget(target) ? window.location.assign(target) : router.replace(target);
    await completeLogin(answer, { navigate }, callbackUrl, allowedOrigins);
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <MobileInput label="شماره موبایل" autoFocus {...form.register("mobile")} error={errors.mobile?.message} />
      <PasswordInput label="رمز عبور" {...form.register("password")} error={errors.password?.message} />
      {codeFor !== null && (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3" data-testid="login-code-step">
          <p className="text-sm text-slate-700">
            از این شبکه تلاش‌های ناموفق زیادی برای ورود شده است؛ کد تأیید به موبایل شما پیامک شد.
          </p>
          <CodeInput {...form.register("code")} error={errors.code?.message} />
          <ResendCode send={() => sendCode(codeFor)} />
        </div>
      )}
      <div className="flex items-center justify-between">
        <Checkbox label="مرا به خاطر بسپار" {...form.register("keepMeLogin")} />
        <Link href="/auth/forgetPassword" className="tap text-sm text-brand-700 hover:underline">
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

const CODE_SENT = "کد تأیید ورود به موبایل شما پیامک شد.";
const CODE_MISSING = "کد تأیید پیامک‌شده را وارد کنید";
