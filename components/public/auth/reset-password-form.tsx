"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from "@/components/public/auth/auth-forms";
import { completeLogin } from "@/components/public/auth/login";
import { toPersianDigits } from "@/lib/format/digits";
import { type z } from "@/lib/validation/z";
import { ResendCode } from "./resend-code";
import { useSubmit } from "./use-submit";

export function ResetPasswordForm({ mobile }: { mobile: string }) {
  const router = useRouter();
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otpCode: "", password: "", confirmPass: "" },
  });
  const { errors } = form.formState;
  const { busy, run } = useSubmit(async (values: z.output<typeof resetPasswordFormSchema>) => {
    const answer = await accountsApi().resetPassword({ mobile, otpCode: values.otpCode, password: values.password });
    await completeLogin(answer, { navigate: (path) => router.replace(path) });
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        کد بازیابی به شماره <span dir="ltr">{toPersianDigits(mobile)}</span> ارسال شد.{" "}
        <Link
          href={`/auth/forgetPassword?mobile=${encodeURIComponent(mobile)}`}
          className="text-brand-700 hover:underline"
        >
          ویرایش شماره
        </Link>
      </p>
      <Input
        label="کد تأیید"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        className="text-left"
        autoFocus
        {...form.register("otpCode")}
        error={errors.otpCode?.message}
      />
      <ResendCode send={() => accountsApi().resetPasswordToken(mobile)} />
      <PasswordInput
        label="رمز عبور جدید"
        autoComplete="new-password"
        {...form.register("password")}
        error={errors.password?.message}
      />
      <PasswordInput
        label="تکرار رمز عبور جدید"
        autoComplete="new-password"
        {...form.register("confirmPass")}
        error={errors.confirmPass?.message}
      />
      <Button type="submit" block loading={busy}>
        تغییر رمز عبور و ورود
      </Button>
    </form>
  );
}
