// Grouped numbers and toman amounts in Persian digits with the Persian thousands separator (٬).
import { toPersianDigits } from "./digits";

const grouped = new Intl.NumberFormat("fa-IR", { maximumFractionDigits: 0, useGrouping: true });

/** 123000 → '۱۲۳٬۰۰۰'. Accepts the BigInt money columns as well as JSON numbers. */
export function formatNumber(value: number | bigint | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" && !Number.isFinite(value)) return "";
  return grouped.format(value);
}

/** 123000 → '۱۲۳٬۰۰۰ تومان'. */
export function formatToman(value: number | bigint | null | undefined): string {
  const text = formatNumber(value);
  return text ? `${text} تومان` : "";
}

/** A plain count or code in Persian digits without grouping (years, ids, phone numbers). */
export function formatDigits(value: number | bigint | string | null | undefined): string {
  return value === null || value === undefined ? "" : toPersianDigits(value);
}
