"use client";
import { useState } from "react";
import { Input, type InputProps } from "./input";

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, "type" | "adornment">) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      type={visible ? "text" : "password"}
      autoComplete="current-password"
      dir="ltr"
      {...props}
      adornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "پنهان کردن رمز عبور" : "نمایش رمز عبور"}
          aria-pressed={visible}
          className="-mx-2.5 flex size-10 items-center justify-center text-slate-500 hover:text-slate-700"
        >
          {visible ? <EyeOff /> : <Eye />}
        </button>
      }
    />
  );
}

function Eye() {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOff() {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M3 3l18 18M10.6 6.1A10.4 10.4 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6A17 17 0 0 0 2 12s3.5 6 10 6a9.7 9.7 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
