"use client";
// The operator's edit of a user's fields (PUT /api/Operator/EditUser): required names and mobile,
// a present email must be valid (spec 1 §5); the server repeats every rule.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Button, Checkbox, Input, Modal } from "@/components/ui";
import { useRefreshUsers } from "../use-refresh-users";
import { USER_TOASTS, usersApi, type UserDetail } from "../users-api";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

const TEXT_FIELDS = [
  ["firstName", "نام", true],
  ["lastName", "نام خانوادگی", true],
  ["mobile", "موبایل", true],
  ["phone", "تلفن", false],
  ["email", "ایمیل", false],
  ["nationalId", "کد ملی", false],
  ["brand", "برند", false],
  ["instagram", "اینستاگرام", false],
  ["telegram", "تلگرام", false],
  ["merchantId", "شناسه پذیرنده", false],
  ["address", "آدرس", false],
  ["profileAbout", "درباره", false],
] as const;
type TextKey = (typeof TEXT_FIELDS)[number][0];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EditUserModal({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const refresh = useRefreshUsers();
  const [values, setValues] = useState<Record<TextKey, string>>(
    () =>
      Object.fromEntries(TEXT_FIELDS.map(([k]) => [k, (user[k] as string | null) ?? ""])) as Record<TextKey, string>,
  );
  const [flags, setFlags] = useState({
    usingPersonalTerminal: user.usingPersonalTerminal,
    gettingVAT: user.gettingVAT,
  });
  const [errors, setErrors] = useState<Partial<Record<TextKey, string>>>({});
  const save = useMutation({
    mutationFn: () => usersApi.edit({ id: user.id, ...values, ...flags }),
    onSuccess: () => {
      toast.success(USER_TOASTS.edited);
      onClose();
      return refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<TextKey, string>> = {};
    for (const [key, , required] of TEXT_FIELDS)
      if (required && !values[key].trim()) next[key] = "این فیلد نمی‌تواند خالی باشد";
    if (values.email.trim() && !EMAIL.test(values.email.trim())) next.email = "ایمیل معتبر نیست";
    setErrors(next);
    if (Object.keys(next).length) return focusFirstInvalid(event.currentTarget);
    save.mutate();
  };
  return (
    <Modal open onClose={onClose} title="ویرایش اطلاعات کاربر" className="max-w-2xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="ویرایش اطلاعات کاربر">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map(([key, label, required]) => (
            <Input
              key={key}
              id={`edit-${key}`}
              label={label}
              required={required}
              value={values[key]}
              error={errors[key]}
              dir={
                ["mobile", "phone", "email", "nationalId", "instagram", "telegram", "merchantId"].includes(key)
                  ? "ltr"
                  : undefined
              }
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          ))}
        </div>
        <Checkbox
          label="از ترمینال شخصی استفاده می‌کند"
          checked={flags.usingPersonalTerminal}
          onChange={(e) => setFlags((f) => ({ ...f, usingPersonalTerminal: e.target.checked }))}
        />
        <Checkbox
          label="مشمول مالیات بر ارزش افزوده"
          checked={flags.gettingVAT}
          onChange={(e) => setFlags((f) => ({ ...f, gettingVAT: e.target.checked }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            انصراف
          </Button>
          <Button type="submit" loading={save.isPending}>
            ذخیره
          </Button>
        </div>
      </form>
    </Modal>
  );
}
