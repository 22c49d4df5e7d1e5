// Request bodies of the accounts calls (the same schemas validate the API and describe it in OpenAPI).
import { latinDigits, mobileSchema, passwordSchema, idSchema } from "@/lib/validation/fields";
import { OTP_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";
import { wireDate } from "@/lib/http/wire";
import { ACCOUNT_MESSAGES as M } from "./messages";

/** A password being set: 8 to 128 characters (sign-in accepts any stored password up to 128). */
export const newPasswordSchema = z.string().min(1).min(8, M.passwordTooShort).max(128, M.passwordTooLong);

/** The six-digit SMS code; Persian or Arabic digits are accepted. */
export const otpCodeSchema = z
  .string()
  .min(1)
  .max(32, M.otpFormat)
  .meta({ pattern: OTP_PATTERN })
  .transform((value) => latinDigits(value))
  .refine((value) => /^\d{6}$/.test(value), M.otpFormat);

const personName = z.string().trim().min(1).max(50, M.nameTooLong);

export const mobileBody = z.object({ username: mobileSchema });

export const loginBody = z.object({
  username: mobileSchema,
  password: passwordSchema,
  keepMeLogin: z.boolean().optional().default(false),
  /** The SMS code of POST /api/Users/LoginToken: needed only from an address with many failed sign-ins (401 login_code_required). */
  otpCode: otpCodeSchema.optional(),
});

export const registerBody = z.object({
  username: mobileSchema,
  signupToken: otpCodeSchema,
  firstName: personName,
  lastName: personName,
  password: newPasswordSchema,
  role: z.enum(["Leader", "Affiliate"], M.roleNotAllowed),
  acceptedEULA: z.literal(true, M.eulaRequired),
});

export const resetPasswordBody = z.object({
  username: mobileSchema,
  resetToken: otpCodeSchema,
  newPassword: newPasswordSchema,
});

export const changePasswordBody = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});

export const verifyMailBody = z.object({ token: z.string().trim().min(1).max(200) });

export const userIdParams = z.object({ userId: idSchema });

export const signInAnswer = z.object({
  token: z.string(),
  role: z.enum(["Operator", "Leader", "Affiliate", "Accountant"]),
  expiresAt: wireDate,
  isAffiliate: z.boolean(),
  isAccountant: z.boolean(),
});
