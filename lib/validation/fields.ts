// Field rules shared by forms and route handlers.
// Each typed format carries its JSON Schema `pattern` (lib/validation/patterns.ts) in `.meta()`, on the
// string before the transform, so the OpenAPI document states the rule; patterns.test.ts holds them together.
import {
  isPhoneNumberValid,
  isShebaValid,
  verifyCardNumber,
  verifyIranianNationalId,
} from "@persian-tools/persian-tools";
import { toLatinDigits } from "@/lib/format/digits";
import { normalizeMobile } from "./mobile";
import {
  blankOr,
  CANONICAL_MOBILE_PATTERN,
  CARD_NUMBER_PATTERN,
  mobilePattern,
  NATIONAL_ID_PATTERN,
  PASSENGER_PHONE_PATTERN,
  SHEBA_OR_BLANK_PATTERN,
  SHEBA_PATTERN,
  TRIMMED,
} from "./patterns";
import { MESSAGES, z } from "./z";

/** Persian and Arabic digits become Latin; surrounding spaces go. */
export const latinDigits = (value: string) => toLatinDigits(value).trim();

export { normalizeMobile };

export const MOBILE_PATTERN = mobilePattern(isPhoneNumberValid);

export const mobileSchema = z
  .string()
  .trim()
  .min(1)
  .meta({
    pattern: MOBILE_PATTERN,
    description:
      "Iranian mobile: 09xxxxxxxxx with an operator's prefix (910–923, 930–939, 990–999, …); +98, 0098, 98 or no 0 in front, Persian or Arabic-Indic digits, spaces and ( ) . - anywhere are accepted; stored and answered as 09xxxxxxxxx",
  })
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
  .meta({
    pattern: NATIONAL_ID_PATTERN,
    description:
      "Iranian national id: 10 digits (Latin, Persian or Arabic-Indic). Also refused (کد ملی معتبر نیست): a wrong check digit (the weighted sum of the first nine digits mod 11), an unknown place code (first three digits), ten equal digits, digits 4–9 all zero",
  })
  .transform((value) => latinDigits(value))
  .refine((value) => /^\d{10}$/.test(value), "کد ملی باید ۱۰ رقم باشد")
  .refine((value) => verifyIranianNationalId(value), "کد ملی معتبر نیست");

export const emailSchema = z.email("ایمیل معتبر نیست");

const SHEBA_DESCRIPTION =
  "Sheba (Iranian IBAN): the 24 digits after IR; every other character (IR, spaces, dashes) is ignored, Persian or Arabic-Indic digits are accepted. Also refused (شماره شبا معتبر نیست): a wrong ISO 7064 mod-97 check";

const sheba = (pattern: string, description: string) =>
  z
    .string()
    .meta({ pattern, description })
    .transform((value) => latinDigits(value).replace(/\D/g, ""))
    .refine((value) => value.length <= 30, "شماره شبا حداکثر ۳۰ رقم است")
    .refine((value) => value === "" || isShebaValid(`IR${value}`), "شماره شبا معتبر نیست");

/** Sheba (IBAN) as typed: digits only, at most 30; stored as IR + 24 digits when valid; no digit: none. */
export const shebaSchema = sheba(SHEBA_OR_BLANK_PATTERN, `${SHEBA_DESCRIPTION}; no digit at all means none`);

/** `shebaSchema` where a sheba must be given: no digit is refused with `message`. */
export const filledShebaSchema = (message: string) =>
  sheba(SHEBA_PATTERN, SHEBA_DESCRIPTION).refine((value) => value !== "", message);

/** A bank card number as typed: 16 digits, spaces and dashes ignored, checked with the Luhn sum. */
export const cardNumberSchema = z
  .string()
  .meta({
    pattern: CARD_NUMBER_PATTERN,
    description:
      "Bank card number: 16 digits (Latin, Persian or Arabic-Indic), spaces and dashes ignored. Also refused (شماره کارت معتبر نیست): a wrong Luhn check digit, digits 2–11 or the last six all zero",
  })
  .transform((value) => latinDigits(value).replace(/[\s-]/g, ""))
  .refine((value) => /^\d{16}$/.test(value), "شماره کارت باید ۱۶ رقم باشد")
  // The library reads the digits back as a string; a number would lose the last digits of a card.
  .refine((value) => verifyCardNumber(value as unknown as number) === true, "شماره کارت معتبر نیست");

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

/** The `pattern` and `description` a rule shows in the OpenAPI document (its string's, before a transform). */
export function formatOf(rule: z.ZodType): { pattern?: string; description?: string } {
  const { pattern, description } = z.toJSONSchema(rule, { io: "input", unrepresentable: "any" });
  return { pattern, description };
}

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** `rule`, or blank (absent, null, "" or only spaces) read as not given; the document's pattern says both. */
export function orBlank<T extends z.ZodType>(rule: T) {
  const { pattern, description } = formatOf(rule);
  return z
    .preprocess((value) => (isBlank(value) ? undefined : value), rule.optional())
    .meta(
      // Blank is given as "" or null: no minimum length, null admitted (the contract fuzzer sent both).
      pattern ? { pattern: blankOr(pattern, TRIMMED), description, minLength: 0, type: ["string", "null"] } : {},
    );
}

/** A mobile in an answer: the canonical form mobileSchema stores. */
export const canonicalMobileSchema = z
  .string()
  .regex(new RegExp(CANONICAL_MOBILE_PATTERN))
  .describe("Iranian mobile, 09 and nine digits");

/** A passenger's or buyer's phone as typed: 4 to 20 digits, + ( ) - and spaces. */
export const passengerPhoneSchema = z
  .string()
  .meta({ pattern: PASSENGER_PHONE_PATTERN })
  .transform((v) => latinDigits(v))
  .refine((v) => /^[0-9+\-() ]{4,20}$/.test(v), "شماره تلفن معتبر نیست");

/** Money in integer toman: the spec's money input refuses amounts under 100 with this text. */
export const moneySchema = z.coerce.number().int().gt(100, "حداقل مبلغ ۱۰,۰۰۰ تومان است").max(1_000_000_000_000);
