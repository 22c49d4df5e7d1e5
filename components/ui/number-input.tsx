"use client";
import { parseTypedInteger } from "@/lib/format/input";
import { toPersianDigits } from "@/lib/format/digits";
import { Input, type InputProps } from "./input";

export interface NumberInputProps extends Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Values above it are flagged in place (never lowered: what a person typed stays as typed). */
  max?: number;
  /** A custom text for that flag. */
  maxMessage?: string;
}

export const maxNumberMessage = (max: number) => `حداکثر مقدار مجاز ${toPersianDigits(max)} است`;

/** A whole-number field: Persian or Arabic digits are accepted, a number (or null when empty) is emitted. */
export function NumberInput({ value, onChange, max, maxMessage, error, ...props }: NumberInputProps) {
  const tooLarge = max !== undefined && value !== null && value !== undefined && value > max;
  return (
    <Input
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className="text-left"
      {...props}
      value={value === null || value === undefined ? "" : toPersianDigits(value)}
      onChange={(event) => onChange(parseTypedInteger(event.target.value))}
      error={error || (tooLarge ? (maxMessage ?? maxNumberMessage(max)) : undefined)}
    />
  );
}
