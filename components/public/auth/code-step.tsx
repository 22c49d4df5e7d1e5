"use client";
// The parts of a step that asks for the texted code: where it went (with the way back to change the
// number) and the code field.
import Link from "next/link";
import { Input, type InputProps } from "@/components/ui/input";
import { toPersianDigits } from "@/lib/format/digits";

/** «کد … به شماره … ارسال شد.», linking back to the step (`editPath`) that sent it. */
export function CodeSentNote({ kind, mobile, editPath }: { kind: string; mobile: string; editPath: string }) {
  return (
    <p className="text-sm text-slate-600">
      {`کد ${kind} به شماره `}
      <span dir="ltr">{toPersianDigits(mobile)}</span> ارسال شد.{" "}
      <Link href={`${editPath}?mobile=${encodeURIComponent(mobile)}`} className="text-brand-700 hover:underline">
        ویرایش شماره
      </Link>
    </p>
  );
}

/** The code field: digits left to right, focused, filled by the browser from the SMS where it can. */
export function CodeInput(props: Omit<InputProps, "label">) {
  return (
    <Input
      label="کد تأیید"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      className="text-left"
      autoFocus
      {...props}
    />
  );
}
