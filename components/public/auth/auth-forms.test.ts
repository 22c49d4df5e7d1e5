import { describe, expect, it } from "vitest";
import {
  loginFormSchema,
  mobileFormSchema,
  PASSWORDS_DIFFER,
  registerFormSchema,
  resetPasswordFormSchema,
} from "./auth-forms";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("auth forms", () => {
  it("normalises a mobile typed in Persian digits with separators", () => {
    expect(mobileFormSchema.parse({ mobile: "۰۹۱۲-۰۰۰-۰۰۰۳" })).toEqual({ mobile: "09120000003" });
  });

  it("flags an invalid or empty mobile", () => {
    expect(issues(mobileFormSchema.safeParse({ mobile: "0812000" }))).toEqual({ mobile: "شماره موبایل معتبر نیست" });
    expect(issues(mobileFormSchema.safeParse({ mobile: "" }))).toEqual({ mobile: "این فیلد نمی‌تواند خالی باشد" });
  });

  it("needs a password to log in", () => {
    expect(issues(loginFormSchema.safeParse({ mobile: "09120000003", password: "", keepMeLogin: false }))).toEqual({
      password: "این فیلد نمی‌تواند خالی باشد",
    });
  });

  it("registers with every field filled and matching passwords", () => {
    const ok = {
      otpCode: "۱۲۳۴۵۶",
      firstName: "علی",
      lastName: "رضایی",
      password: "Secret#1",
      confirmPass: "Secret#1",
      role: "Affiliate",
    };
    expect(registerFormSchema.parse(ok)).toMatchObject({ otpCode: "123456", role: "Affiliate" });
    expect(issues(registerFormSchema.safeParse({ ...ok, confirmPass: "other" }))).toEqual({
      confirmPass: PASSWORDS_DIFFER,
    });
    expect(
      Object.keys(issues(registerFormSchema.safeParse({ ...ok, otpCode: "", firstName: " ", lastName: "" }))),
    ).toEqual(["otpCode", "firstName", "lastName"]);
    expect(registerFormSchema.safeParse({ ...ok, role: "Operator" }).success).toBe(false);
  });

  it("resets with a code and matching passwords", () => {
    expect(
      resetPasswordFormSchema.safeParse({ otpCode: " 123456 ", password: "NewPass#1", confirmPass: "NewPass#1" })
        .success,
    ).toBe(true);
    expect(
      issues(resetPasswordFormSchema.safeParse({ otpCode: "", password: "NewPass#1", confirmPass: "NewPass#2" })),
    ).toEqual({
      otpCode: "این فیلد نمی‌تواند خالی باشد",
      confirmPass: PASSWORDS_DIFFER,
    });
  });

  it("applies the server's rules for the code and a new password", () => {
    expect(
      issues(resetPasswordFormSchema.safeParse({ otpCode: "12345", password: "short", confirmPass: "short" })),
    ).toEqual({
      otpCode: "کد تایید باید ۶ رقم باشد",
      password: "رمز عبور باید دست‌کم ۸ نویسه باشد",
    });
  });
});
