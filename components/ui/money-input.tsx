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
  /** Amounts above this are flagged (default: what the API's money rule accepts). */
  max?: number;
  maxMessage?: string;
}

/** The API's money rule's ceiling (lib/validation/fields.ts, moneySchema). */
export const MONEY_MAX = 1_000_000_000_000;
export const MONEY_MAX_MESSAGE = "حداکثر مبلغ ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان است";

/** An integer toman amount: strips non-digits, shows thousands separators, emits a number. */
export function MoneyInput({
  value,
  onChange,
  min = 100,
  minMessage = MONEY_MIN_MESSAGE,
  max = MONEY_MAX,
  maxMessage = MONEY_MAX_MESSAGE,
  error,
  ...props
}: MoneyInputProps) {
  const tooSmall = value !== null && value !== undefined && value <= min;
  const tooLarge = value !== null && value !== undefined && value > max;
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
      error={error || (tooSmall && minMessage) || (tooLarge && maxMessage) || undefined}
    />
  );
}
