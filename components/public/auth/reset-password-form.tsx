"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from "@/components/public/auth/auth-forms";
import { completeLogin } from "@/components/public/auth/login";
import { type z } from "@/lib/validation/z";
import { CodeInput, CodeSentNote } from "./code-step";
import { ResendCode } from "./resend-code";
import { useSubmit } from "./use-submit";
import { weakPasswordMessage } from "./weak-password";

export function ResetPasswordForm({ mobile }: { mobile: string }) {
  const router = useRouter();
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otpCode: "", password: "", confirmPass: "" },
  });
  const { errors } = form.formState;
  const { busy, run } = useSubmit(async (values: z.output<typeof resetPasswordFormSchema>) => {
    try {
      const answer = await accountsApi().resetPassword({ mobile, otpCode: values.otpCode, password: values.password });
      await completeLogin(answer, { navigate: (path) => router.replace(path) });
    } catch (error) {
      const weak = weakPasswordMessage(error);
      if (weak) form.setError("password", { message: weak }, { shouldFocus: true });
      throw error;
    }
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <CodeSentNote kind="بازیابی" mobile={mobile} editPath="/auth/forgetPassword" />
      <CodeInput {...form.register("otpCode")} error={errors.otpCode?.message} />
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
