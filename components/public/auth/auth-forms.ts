// The auth forms' rules (spec doc 1 §5), shared by the pages and their tests.
import { z } from "@/lib/validation/z";
import { mobileSchema, passwordSchema } from "@/lib/validation/fields";
// The server's own rules for a code and a new password, so the form flags them before the call.
import { newPasswordSchema, otpCodeSchema } from "@/lib/accounts/schemas";

export const PASSWORDS_DIFFER = "تکرار رمز عبور با رمز عبور یکسان نیست";

const otpSchema = z.string().trim().pipe(otpCodeSchema);

const nameSchema = z.string().trim().min(1).max(50, "حداکثر ۵۰ نویسه مجاز است");

export const loginFormSchema = z.object({
  mobile: mobileSchema,
  password: passwordSchema,
  keepMeLogin: z.boolean(),
  /** The SMS code, asked for only when the server says this network must confirm sign-ins (login_code_required). */
  code: z.union([z.literal(""), otpSchema]).optional(),
});

export const mobileFormSchema = z.object({ mobile: mobileSchema });

const passwordPair = { password: newPasswordSchema, confirmPass: z.string().min(1) };
const samePasswords = (value: { password: string; confirmPass: string }) => value.password === value.confirmPass;
const confirmIssue = { message: PASSWORDS_DIFFER, path: ["confirmPass"] };

export const registerFormSchema = z
  .object({
    otpCode: otpSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    ...passwordPair,
    role: z.enum(["Leader", "Affiliate"]),
  })
  .refine(samePasswords, confirmIssue);

export const resetPasswordFormSchema = z
  .object({ otpCode: otpSchema, ...passwordPair })
  .refine(samePasswords, confirmIssue);

export type LoginForm = z.input<typeof loginFormSchema>;
export type MobileForm = z.input<typeof mobileFormSchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
