"use client";
import type { ChangeEvent } from "react";
import { toLatinDigits } from "@/lib/format/digits";
import { cn } from "./cn";
import { Input, type InputProps } from "./input";

/** An Iranian mobile field: Persian/Arabic digits typed become Latin, left-to-right, numeric keypad. */
export function MobileInput({ onChange, className, ...props }: Omit<InputProps, "type">) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const latin = toLatinDigits(event.target.value);
    if (latin !== event.target.value) event.target.value = latin;
    onChange?.(event);
  };
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      dir="ltr"
      maxLength={14}
      placeholder="۰۹۱۲۳۴۵۶۷۸۹"
      {...props}
      className={cn("text-left placeholder:text-right", className)}
      onChange={handleChange}
    />
  );
}
