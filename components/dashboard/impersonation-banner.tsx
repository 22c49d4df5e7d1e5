"use client";
// Shown on every dashboard page while an operator acts as a user, so nobody forgets whose account this is.
import { Icon } from "./icons";

export function ImpersonationBanner({ name, onEnd }: { name: string | null; onEnd: () => void }) {
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="flex items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-900"
    >
      <Icon name="eye" className="size-4 shrink-0" />
      <span className="flex-1">
        شما در حال مشاهده‌ی داشبورد <strong>{name ?? "کاربر"}</strong> به جای او هستید.
      </span>
      <button
        type="button"
        onClick={onEnd}
        className="rounded-md bg-amber-200 px-3 py-1 font-medium hover:bg-amber-300"
      >
        بازگشت به پنل مدیریت
      </button>
    </div>
  );
}
