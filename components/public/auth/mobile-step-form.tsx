"use client";
// The first step of registration and of password recovery: a mobile number that receives a code.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { MobileInput } from "@/components/ui/mobile-input";
import { accountsApi } from "@/components/public/auth/accounts-api";
import { mobileFormSchema, type MobileForm } from "@/components/public/auth/auth-forms";
import { type z } from "@/lib/validation/z";
import { useSubmit } from "./use-submit";

const NEXT_STEP = {
  register: { call: "registerToken", path: "/auth/register" },
  reset: { call: "resetPasswordToken", path: "/auth/resetPassword" },
} as const;

export function MobileStepForm({
  purpose,
  defaultMobile = "",
  submitLabel,
  footer,
}: {
  purpose: keyof typeof NEXT_STEP;
  defaultMobile?: string;
  submitLabel: string;
  footer?: ReactNode;
}) {
  const router = useRouter();
  const form = useForm<MobileForm, unknown, z.output<typeof mobileFormSchema>>({
    resolver: zodResolver(mobileFormSchema),
    defaultValues: { mobile: defaultMobile },
  });
  const { busy, run } = useSubmit(async ({ mobile }: z.output<typeof mobileFormSchema>) => {
    const step = NEXT_STEP[purpose];
    await accountsApi()[step.call](mobile);
    router.push(`${step.path}?mobile=${encodeURIComponent(mobile)}`);
  });

  return (
    <form onSubmit={form.handleSubmit(run)} noValidate className="space-y-5">
      <MobileInput
        label="شماره موبایل"
        autoFocus
        {...form.register("mobile")}
        error={form.formState.errors.mobile?.message}
      />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
