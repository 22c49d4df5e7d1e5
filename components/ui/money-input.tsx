"use client";
import { parseTypedInteger, showGrouped } from "@/lib/format/input";
import { Input, type InputProps } from "./input";

/** The spec's hint for amounts a money field refuses (100 toman or less). */
export const MONEY_MIN_MESSAGE = "حداقل مبلغ ۱۰,۰۰۰ تومان است";

export interface MoneyInputProps extends Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Amounts at or under this are flagged (the spec's rule: more than 100). */
  min?: number;
  /** A custom text for that flag, or false to show none. */
  minMessage?: string | false;
}

/** An integer toman amount: strips non-digits, shows thousands separators, emits a number. */
export function MoneyInput({ value, onChange, min = 100, minMessage = MONEY_MIN_MESSAGE, error, ...props }: MoneyInputProps) {
  const tooSmall = value !== null && value !== undefined && value <= min;
  return (
    <Input
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className="text-left"
      adornment={<span className="text-xs">تومان</span>}
      {...props}
      value={showGrouped(value)}
      onChange={(event) => onChange(parseTypedInteger(event.target.value))}
      error={error || (tooSmall && minMessage) || undefined}
    />
  );
}
