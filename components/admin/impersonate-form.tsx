"use client";
// "View as user": opens the dashboard of a leader or affiliate by id through the impersonation
// entry (/dashboard?impersonate=true&userId=ID, spec doc 1 §4).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toLatinDigits } from "@/lib/format";

export function ImpersonateForm() {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(toLatinDigits(value.trim()));
    if (!Number.isInteger(id) || id <= 0) {
      setError(value.trim() ? "شناسه کاربر معتبر نیست" : "این فیلد نمی‌تواند خالی باشد");
      return;
    }
    router.push(`/dashboard?impersonate=true&userId=${id}`);
  };

  return (
    <form onSubmit={submit} className="card flex flex-col gap-3" noValidate>
      <h2 className="font-bold">مشاهده‌ی داشبورد کاربر</h2>
      <p className="text-sm text-slate-500">با وارد کردن شناسه‌ی تورگردان یا فروشنده، داشبورد او را به جای او ببینید.</p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor="impersonate-user-id" className="text-sm">
            شناسه کاربر
          </label>
          <input
            id="impersonate-user-id"
            inputMode="numeric"
            dir="ltr"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            aria-invalid={Boolean(error)}
            className={`input ${error ? "input-error" : ""}`}
          />
          {error && <span className="text-xs text-red-600">{error}</span>}
        </div>
        <button type="submit" className="btn-primary mt-6">
          مشاهده به جای کاربر
        </button>
      </div>
    </form>
  );
}
