"use client";
// Asks for a new code after a short wait, so a lost SMS does not force starting over.
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { toPersianDigits } from "@/lib/format/digits";

const WAIT_SECONDS = 120;

export function ResendCode({ send }: { send: () => Promise<unknown> }) {
  const [left, setLeft] = useState(WAIT_SECONDS);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  if (left > 0) {
    const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    return <p className="text-sm text-slate-500">ارسال دوباره کد تا {toPersianDigits(text)} دیگر</p>;
  }
  return (
    <button
      type="button"
      disabled={sending}
      className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
      onClick={async () => {
        setSending(true);
        try {
          await send();
          toast.success("کد تأیید دوباره ارسال شد.");
          setLeft(WAIT_SECONDS);
        } catch {
          // The API client has shown why.
        } finally {
          setSending(false);
        }
      }}
    >
      ارسال دوباره کد
    </button>
  );
}
