"use client";
// Change password (spec doc 1 §5): current, new and its confirmation → PUT /api/Users/ChangePassword.
// Every older token stops working, so the session is opened again with the token answered.
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { Button, PasswordInput } from "@/components/ui";
import { newPasswordSchema } from "@/lib/accounts/schemas";
import { api } from "@/lib/client/api-client";
import * as accounts from "@/lib/client/endpoints/accounts";
import { PASSWORDS_DIFFER } from "@/components/public/auth/auth-forms";
import { passwordSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

export const PASSWORD_CHANGED = "رمز عبور تغییر کرد.";

export const changePasswordFormSchema = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema, confirmPass: z.string().min(1) })
  .refine((value) => value.newPassword === value.confirmPass, { message: PASSWORDS_DIFFER, path: ["confirmPass"] });

type Form = z.input<typeof changePasswordFormSchema>;

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPass: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    let token: string;
    try {
      ({ token } = await api.call(accounts.changePasswordContract, { body: { currentPassword, newPassword } }));
    } catch {
      return;
    }
    // The old session's token is dead now: open the new session before anything else calls the API.
    await signIn("credentials", { token, redirect: false });
    reset();
    toast.success(PASSWORD_CHANGED);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="تغییر رمز عبور">
      <PasswordInput
        label="رمز عبور فعلی"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <PasswordInput
        label="رمز عبور جدید"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordInput
        label="تکرار رمز عبور جدید"
        autoComplete="new-password"
        error={errors.confirmPass?.message}
        {...register("confirmPass")}
      />
      <div className="md:col-span-3">
        <Button type="submit" loading={isSubmitting}>
          تغییر رمز عبور
        </Button>
      </div>
    </form>
  );
}
