// The profile form's rules (spec 1 §5 "Profile edit") and the profile's answer shapes.
import {
  canonicalMobileSchema,
  cardNumberSchema,
  emailSchema,
  filledShebaSchema,
  formatOf,
  latinDigits,
  mobileSchema,
  nationalIdSchema,
  idSchema,
} from "@/lib/validation/fields";
import { blankOr, PROFILE_PHONE_PATTERN, spaced } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";

export const PROFILE_LIMITS = {
  name: 50,
  brand: 100,
  phone: 20,
  social: 100,
  address: 500,
  long: 2000,
  email: 254,
} as const;

export const tooLong = (max: number) => `حداکثر ${max.toLocaleString("fa-IR")} نویسه مجاز است`;

export const requiredText = (max: number) => z.string().trim().min(1).max(max, tooLong(max));

/**
 * An optional field: absent leaves the stored value as it is, null or blank clears it, anything
 * else goes through `rule` (whose pattern the document shows, blank allowed).
 */
export function optional<T extends z.ZodType<unknown, string>>(rule: T, maxRaw: number) {
  const { pattern, description } = formatOf(rule);
  const text = z.string().max(maxRaw, tooLong(maxRaw));
  return z
    .union([z.null(), pattern ? text.meta({ pattern: blankOr(spaced(pattern)), description }) : text])
    .optional()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === "") return null;
      const parsed = rule.safeParse(value.trim());
      if (parsed.success) return parsed.data as z.output<T>;
      // The first broken rule says it all ("16 digits" makes "invalid card" redundant).
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0].message });
      return z.NEVER;
    });
}

export const phoneSchema = requiredText(PROFILE_LIMITS.phone)
  .meta({ pattern: PROFILE_PHONE_PATTERN })
  .transform(latinDigits)
  .refine((value) => /^\+?[0-9][0-9\s\-()]{3,}$/.test(value), "شماره تلفن معتبر نیست");

const shebaDigits = filledShebaSchema("شماره شبا معتبر نیست");

export const profileUpdateSchema = z.object({
  firstName: requiredText(PROFILE_LIMITS.name),
  lastName: requiredText(PROFILE_LIMITS.name),
  username: mobileSchema,
  nationalId: nationalIdSchema,
  brand: requiredText(PROFILE_LIMITS.brand),
  phone: phoneSchema,
  // Optional, unlike the spec's list (issue 32): many leaders sell without an Instagram page.
  instagram: optional(z.string(), PROFILE_LIMITS.social),
  address: requiredText(PROFILE_LIMITS.address),
  cityId: idSchema,
  email: optional(emailSchema, PROFILE_LIMITS.email),
  shebaNumber: optional(shebaDigits, 64),
  cartNumber: optional(cardNumberSchema, 40),
  telegram: optional(z.string(), PROFILE_LIMITS.social),
  profileAbout: optional(z.string(), PROFILE_LIMITS.long),
  profileRule: optional(z.string(), PROFILE_LIMITS.long),
  // The form sends null; the sale description is edited elsewhere, so any value is ignored here.
  sellDescription: z.string().max(PROFILE_LIMITS.long, tooLong(PROFILE_LIMITS.long)).nullish(),
});

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const nullableText = z.string().nullable();

export const profileSchema = z.object({
  id: z.number().int(),
  username: canonicalMobileSchema,
  email: nullableText,
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  nationalId: nullableText,
  financialId: nullableText,
  photo: nullableText.describe("public URL of the profile photo"),
  photoDir: nullableText.describe("storage key of the profile photo"),
  phone: nullableText,
  instagram: nullableText,
  telegram: nullableText,
  profileUrl: z.string(),
  created: z.string().describe("ISO date-time"),
  brand: nullableText,
  profileAbout: nullableText,
  profileRule: nullableText,
  photoNationalCard: nullableText.describe("private URL, for the owner and operators"),
  photoGuidanceCard: nullableText,
  photoLicence: nullableText,
  photoPersonal: nullableText,
  canLogin: z.boolean(),
  identityDocsConfirmed: z.boolean(),
  cityId: z.number().int().nullable(),
  provinceId: z.number().int().nullable(),
  address: nullableText,
  shebaNumber: nullableText,
  cartNumber: nullableText,
  cityName: nullableText,
  rating: z.number().nullable(),
  sellDescription: nullableText,
});

export const operatorProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  username: canonicalMobileSchema,
  role: z.string(),
});

export const profileEnvelopeSchema = z.union([
  z.object({ leaderProfile: profileSchema }),
  z.object({ affiliateProfile: profileSchema }),
  z.object({ operatorProfile: operatorProfileSchema }),
]);
