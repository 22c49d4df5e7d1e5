"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { registerFormSchema, type RegisterForm as RegisterValues } from "@/components/public/auth/auth-forms";
import { completeLogin } from "@/components/public/auth/login";
import { type z } from "@/lib/validation/z";
import { CodeInput, CodeSentNote } from "./code-step";
import { EulaNotice } from "./eula-notice";
import { ResendCode } from "./resend-code";
import { useSubmit } from "./use-submit";
import { weakPasswordMessage } from "./weak-password";

const ROLES = [
  { value: "Leader", title: "تورگردان", text: "تور تعریف می‌کنم و می‌فروشم" },
  { value: "Affiliate", title: "همکار فروش", text: "تورهای دیگران را می‌فروشم" },
] as const;

export function RegisterForm({ mobile }: { mobile: string }) {
  const router = useRouter();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { otpCode: "", firstName: "", lastName: "", password: "", confirmPass: "", role: "Leader" },
  });
  const { errors } = form.formState;
  const { busy, run } = useSubmit(async (values: z.output<typeof registerFormSchema>) => {
    try {
      const answer = await accountsApi().register({ ...values, mobile });
      await completeLogin(answer, { navigate: (path) => router.replace(path) });
    } catch (error) {
      const weak = weakPasswordMessage(error);
      if (weak) form.setError("password", { message: weak }, { shouldFocus: true });
      throw error;
    }
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <CodeSentNote kind="تأیید" mobile={mobile} editPath="/auth/register/sendOtp" />
      <CodeInput {...form.register("otpCode")} error={errors.otpCode?.message} />
      <ResendCode send={() => accountsApi().registerToken(mobile)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="نام"
          autoComplete="given-name"
          {...form.register("firstName")}
          error={errors.firstName?.message}
        />
        <Input
          label="نام خانوادگی"
          autoComplete="family-name"
          {...form.register("lastName")}
          error={errors.lastName?.message}
        />
      </div>
      <PasswordInput
        label="رمز عبور"
        autoComplete="new-password"
        {...form.register("password")}
        error={errors.password?.message}
      />
      <PasswordInput
        label="تکرار رمز عبور"
        autoComplete="new-password"
        {...form.register("confirmPass")}
        error={errors.confirmPass?.message}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">نوع حساب</legend>
        <div className="grid grid-cols-2 gap-3">
          {ROLES.map((role) => (
            <label
              key={role.value}
              className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <span className="flex items-center gap-2 text-sm font-bold text-slate-800">
                <input type="radio" value={role.value} className="accent-brand-600" {...form.register("role")} />
                {role.title}
              </span>
              <span className="text-xs text-slate-500">{role.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <EulaNotice />
      <Button type="submit" block loading={busy}>
        ثبت‌نام
      </Button>
    </form>
  );
}
