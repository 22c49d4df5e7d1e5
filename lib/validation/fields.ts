// Field rules shared by forms and route handlers.
import { isPhoneNumberValid, isShebaValid, verifyIranianNationalId } from "@persian-tools/persian-tools";
import { toLatinDigits } from "@/lib/format/digits";
import { normalizeMobile } from "./mobile";
import { MESSAGES, z } from "./z";

/** Persian and Arabic digits become Latin; surrounding spaces go. */
export const latinDigits = (value: string) => toLatinDigits(value).trim();

export { normalizeMobile };

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

/** Largest id: PostgreSQL's int4, the type of every id column. */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = "شناسه معتبر نیست";

/**
 * Every id, in paths, queries and bodies: an integer 1..2,147,483,647, as a JSON number or written
 * in decimal digits only ("0x10", " 1", "1e3", "+1", "1.0" are refused, never read as numbers).
 * The OpenAPI document shows it as { type: integer, minimum: 1, maximum: 2147483647 }.
 */
export const idSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[0-9]{1,10}$/, ID_MESSAGE)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.required : ID_MESSAGE),
    },
  )
  .pipe(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE));

/** `idSchema`, or a copy of it with its own description (`idSchema.describe(…)` shares its definition). */
export function isIdSchema(schema: unknown): boolean {
  return (
    (schema as { _zod?: { def?: unknown } } | undefined)?._zod?.def ===
    (idSchema as unknown as { _zod: { def: unknown } })._zod.def
  );
}

/** How the OpenAPI document describes `idSchema` (lib/http/openapi.ts). */
export const ID_JSON_SCHEMA = {
  type: "integer",
  minimum: 1,
  maximum: MAX_ID,
  description: "Decimal digits only in paths and queries",
} as const;

/** Money in integer toman: the spec's money input refuses amounts under 100 with this text. */
export const moneySchema = z.coerce
  .number()
  .int()
  .refine((value) => value > 100, "حداقل مبلغ ۱۰,۰۰۰ تومان است")
  .max(1_000_000_000_000);
