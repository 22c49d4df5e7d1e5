// Field rules shared by forms and route handlers.
import { isPhoneNumberValid, isShebaValid, verifyIranianNationalId } from "@persian-tools/persian-tools";
import { toLatinDigits } from "@/lib/format/digits";
import { z } from "./z";

/** Persian and Arabic digits become Latin; surrounding spaces go. */
export const latinDigits = (value: string) => toLatinDigits(value).trim();

/** Iranian mobile: optional leading 0 (or +98/98), then 9 and nine digits, separators allowed. Canonical form 09xxxxxxxxx. */
export function normalizeMobile(value: string): string | null {
  const digits = latinDigits(value).replace(/[\s\-().]/g, "");
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

export const mobileSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile || !isPhoneNumberValid(mobile)) {
      ctx.addIssue({ code: "custom", message: "شماره موبایل معتبر نیست" });
      return z.NEVER;
    }
    return mobile;
  });

export const nationalIdSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value) => latinDigits(value))
  .refine((value) => /^\d{10}$/.test(value), "کد ملی باید ۱۰ رقم باشد")
  .refine((value) => verifyIranianNationalId(value), "کد ملی معتبر نیست");

export const emailSchema = z.email("ایمیل معتبر نیست");

/** Sheba (IBAN) as typed: digits only, at most 30; stored as IR + 24 digits when valid. */
export const shebaSchema = z
  .string()
  .transform((value) => latinDigits(value).replace(/\D/g, ""))
  .refine((value) => value.length <= 30, "شماره شبا حداکثر ۳۰ رقم است")
  .refine((value) => value === "" || isShebaValid(`IR${value}`), "شماره شبا معتبر نیست");

export const passwordSchema = z.string().min(1).max(128, "رمز عبور حداکثر ۱۲۸ نویسه است");

/** Money in integer toman: the spec's money input refuses amounts under 100 with this text. */
export const moneySchema = z.coerce
  .number()
  .int()
  .refine((value) => value > 100, "حداقل مبلغ ۱۰,۰۰۰ تومان است")
  .max(1_000_000_000_000);
