"use client";
import { parseTypedInteger } from "@/lib/format/input";
import { toPersianDigits } from "@/lib/format/digits";
import { Input, type InputProps } from "./input";

export interface NumberInputProps extends Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  max?: number;
}

/** A whole-number field: Persian or Arabic digits are accepted, a number (or null when empty) is emitted. */
export function NumberInput({ value, onChange, max, ...props }: NumberInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className="text-left"
      {...props}
      value={value === null || value === undefined ? "" : toPersianDigits(value)}
      onChange={(event) => {
        const next = parseTypedInteger(event.target.value);
        onChange(next !== null && max !== undefined ? Math.min(next, max) : next);
      }}
    />
  );
}
