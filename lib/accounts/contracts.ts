// Contracts of the accounts calls (spec doc 1 §7 "Accounts"). `satisfies` rather than defineContract():
// it keeps the literal `access`, from which the wrapper types `caller` as present.
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { wireDate } from "@/lib/http/wire";
import {
  changePasswordBody,
  loginBody,
  mobileBody,
  registerBody,
  resetPasswordBody,
  signInAnswer,
  userIdParams,
  verifyMailBody,
} from "./schemas";

const tags = ["Accounts"];
const success = z.object({ success: z.literal(true) });

export const loginContract = {
  method: "POST",
  path: "/api/Users/Login",
  summary:
    "ورود با موبایل و رمز عبور (توکن ۱ روزه، با keepMeLogin ۱۴ روزه؛ پس از ۱۰ تلاش ناموفق تلاش‌ها با فاصله پذیرفته می‌شوند؛ از نشانی‌ای با تلاش‌های ناموفق بسیار، کد پیامکی LoginToken هم لازم است)",
  tags,
  access: "public",
  body: loginBody,
  response: signInAnswer,
  errors: ["invalid_credentials", "invalid_otp", "login_code_required", "login_slowed"],
} satisfies Contract;

export const loginTokenContract = {
  method: "POST",
  path: "/api/Users/LoginToken",
  summary:
    "ارسال کد ورود با پیامک برای نشانی‌ای که باید ورود را تایید کند (پاسخ یکسان، چه موبایل حساب داشته باشد چه نه)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
  errors: ["otp_address_slowed", "otp_hourly_limit", "otp_too_soon"],
} satisfies Contract;

export const registerTokenContract = {
  method: "POST",
  path: "/api/Users/RegisterToken",
  summary: "ارسال کد ثبت‌نام با پیامک (پاسخ یکسان، چه موبایل حساب داشته باشد چه نه)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
  errors: ["otp_address_slowed", "otp_hourly_limit", "otp_too_soon"],
} satisfies Contract;

export const registerContract = {
  method: "POST",
  path: "/api/Users/Register",
  summary: "ثبت‌نام تورگردان یا همکار فروش با کد پیامکی (رمز عبور دست‌کم ۸ نویسه) و ورود",
  tags,
  access: "public",
  body: registerBody,
  response: signInAnswer,
  errors: ["invalid_otp", "weak_password"],
} satisfies Contract;

export const resetPasswordTokenContract = {
  method: "POST",
  path: "/api/Users/ResetPasswordToken",
  summary: "ارسال کد بازیابی رمز عبور با پیامک (پاسخ یکسان، چه موبایل حساب داشته باشد چه نه)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
  errors: ["otp_address_slowed", "otp_hourly_limit", "otp_too_soon"],
} satisfies Contract;

export const resetPasswordContract = {
  method: "POST",
  path: "/api/Users/ResetPassword",
  summary: "تعیین رمز عبور تازه با کد پیامکی، پایان دادن به نشست‌های دیگر و ورود",
  tags,
  access: "public",
  body: resetPasswordBody,
  response: signInAnswer,
  errors: ["invalid_otp", "weak_password"],
} satisfies Contract;

export const changePasswordContract = {
  method: "PUT",
  path: "/api/Users/ChangePassword",
  summary: "تغییر رمز عبور کاربر؛ همهٔ توکن‌های قبلی باطل و توکن تازه داده می‌شود",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  body: changePasswordBody,
  response: z.object({ token: z.string(), expiresAt: wireDate }),
  errors: [
    "login_slowed",
    "no_password_change_while_impersonating",
    "password_changed_meanwhile",
    "weak_password",
    "wrong_current_password",
  ],
} satisfies Contract;

export const impersonateContract = {
  method: "GET",
  path: "/api/Users/Impersonate/{userId}",
  summary: "اپراتور: توکن دوساعته برای ورود به جای تورگردان یا همکار فروش",
  tags,
  access: ["Operator"],
  params: userIdParams,
  response: z.object({ impersonationToken: z.string(), expiresAt: wireDate }),
  errors: ["impersonation_target"],
} satisfies Contract;

export const sendVerificationMailContract = {
  method: "POST",
  path: "/api/Users/SendVerificationMailToUser",
  summary: "ارسال پیوند تایید ایمیل پروفایل (۲۴ ساعت معتبر، یک ایمیل در دقیقه)",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  response: success,
  errors: ["email_already_verified", "email_missing", "mail_unavailable", "verification_mail_too_soon"],
} satisfies Contract;

export const verifyUserMailContract = {
  method: "PUT",
  path: "/api/Users/VerifyUserMail",
  summary: "تایید ایمیل کاربر با توکن ارسال‌شده در ایمیل",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  body: verifyMailBody,
  response: success,
  errors: ["invalid_email_token"],
} satisfies Contract;
