"use client";
// Registration always accepts the terms (spec: acceptedEULA true); the notice says so and opens them.
import { useState } from "react";
import { Modal } from "@/components/ui/modal";

const TERMS = [
  "اطلاعات هویتی و مدارکی که بارگذاری می‌کنید باید متعلق به خود شما و معتبر باشد؛ حساب پس از بررسی مدارک تأیید می‌شود.",
  "مسئولیت برگزاری تور، کیفیت خدمات و اطلاعاتی که برای هر تور منتشر می‌کنید با شماست.",
  "قوانین استرداد هر تور پیش از خرید به مسافر نمایش داده می‌شود و استرداد بر اساس همان قوانین انجام می‌شود.",
  "مبالغ فروش پس از کسر کارمزد به کیف پول شما واریز می‌شود و تسویه فقط به حساب بانکی به نام خودتان انجام می‌شود.",
  "همسفر می‌تواند حساب‌هایی را که از این قوانین یا قوانین کشور پیروی نمی‌کنند معلق کند.",
];

export function EulaNotice() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="text-xs leading-6 text-slate-500">
        ثبت‌نام در همسفر به معنای پذیرش{" "}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          قوانین و مقررات
        </button>{" "}
        است.
      </p>
      <Modal open={open} onClose={() => setOpen(false)} title="قوانین و مقررات همسفر">
        <ol className="list-decimal space-y-3 ps-5 text-sm leading-7 text-slate-700">
          {TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Modal>
    </>
  );
}
