import { describe, expect, it } from "vitest";
import { verifyToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { verifyPassword } from "./password";
import { ageCodes, post, requestCode, wrongCode } from "./testing/fixtures";

const form = (mobile: string, code: string, overrides: Record<string, unknown> = {}) => ({
  username: mobile,
  signupToken: code,
  firstName: "مریم",
  lastName: "احمدی",
  password: "Safar#2024",
  role: "Leader",
  acceptedEULA: true,
  ...overrides,
});

const usersWith = (mobile: string) => prisma.user.count({ where: { mobile } });

describe("Register", () => {
  it("creates an unconfirmed leader with the SMS code and signs it in for one day", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    const res = await post("/api/Users/Register", form(mobile, code, { firstName: "  مریم " }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "Leader", isAffiliate: false, isAccountant: false });
    const user = await prisma.user.findUniqueOrThrow({ where: { mobile } });
    expect(user).toMatchObject({ role: "Leader", firstName: "مریم", lastName: "احمدی", isConfirmed: false });
    expect(user.passwordHash).not.toContain("Safar#2024");
    expect(await verifyPassword(user.passwordHash, "Safar#2024")).toBe(true);
    const claims = await verifyToken(res.body.token);
    expect(claims).toMatchObject({ userId: user.id, role: "Leader", tokenVersion: 0 });
    const lifetime = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000);
    // The code is used up.
    expect((await prisma.otpCode.findFirstOrThrow({ where: { mobile } })).consumedAt).not.toBeNull();
    // Not yet confirmed, but signed in: calls open to unconfirmed users work with the token.
    const change = await api("PUT", "/api/Users/ChangePassword", {
      token: res.body.token,
      body: { currentPassword: "Safar#2024", newPassword: "Safar#2025x" },
    });
    expect(change.status).toBe(200);
  });

  it("creates an affiliate marked isAffiliate", async () => {
    const mobile = uniqueMobile();
    const res = await post("/api/Users/Register", form(mobile, await requestCode(mobile), { role: "Affiliate" }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "Affiliate", isAffiliate: true, isAccountant: false });
  });

  it("accepts the code in Persian digits", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    const persian = code.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
    expect((await post("/api/Users/Register", form(mobile, persian))).status).toBe(200);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ["role Operator", { role: "Operator" }],
    ["role Accountant", { role: "Accountant" }],
    ["an unknown role", { role: "Admin" }],
    ["acceptedEULA false", { acceptedEULA: false }],
    ["acceptedEULA as a string", { acceptedEULA: "true" }],
    ["a missing acceptedEULA", { acceptedEULA: undefined }],
    ["an empty first name", { firstName: "   " }],
    ["a first name over 50 characters", { firstName: "ا".repeat(51) }],
    ["a last name as a number", { lastName: 12 }],
    ["a missing last name", { lastName: undefined }],
    ["a password under 8 characters", { password: "Ab#1234" }],
    ["a password over 128 characters", { password: "a".repeat(129) }],
    ["a password as an array", { password: ["Safar#2024"] }],
    ["a null password", { password: null }],
    ["a five-digit code", { signupToken: "12345" }],
    ["a code as a number", { signupToken: 123456 }],
    ["an oversized code", { signupToken: "1".repeat(5000) }],
    ["a malformed mobile", { username: "091212" }],
  ];
  for (const [what, overrides] of invalid) {
    it(`refuses ${what} with 400, creates no user and keeps the code usable`, async () => {
      const mobile = uniqueMobile();
      const code = await requestCode(mobile);
      const res = await post("/api/Users/Register", form(mobile, code, overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(await usersWith(mobile)).toBe(0);
      const otp = await prisma.otpCode.findFirstOrThrow({ where: { mobile } });
      expect(otp.consumedAt).toBeNull();
      expect(otp.attempts).toBe(0);
    });
  }

  it("names the refused role and the EULA in Persian", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    const res = await post("/api/Users/Register", form(mobile, code, { role: "Operator", acceptedEULA: false }));
    expect(res.body.errors).toEqual([`نقش: ${M.roleNotAllowed}`, `پذیرش قوانین: ${M.eulaRequired}`]);
  });

  it("refuses a wrong code, and a code of another mobile", async () => {
    const mobile = uniqueMobile();
    const other = uniqueMobile();
    const code = await requestCode(mobile);
    const otherCode = await requestCode(other);
    const wrong = await post("/api/Users/Register", form(mobile, wrongCode(code)));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [M.invalidOtp] });
    expect((await post("/api/Users/Register", form(mobile, otherCode))).status).toBe(400);
    expect(await usersWith(mobile)).toBe(0);
    expect((await prisma.otpCode.findFirstOrThrow({ where: { mobile } })).attempts).toBe(2);
    // The right code still works after a few wrong tries.
    expect((await post("/api/Users/Register", form(mobile, code))).status).toBe(200);
  });

  it("refuses a code when none was requested", async () => {
    const mobile = uniqueMobile();
    const res = await post("/api/Users/Register", form(mobile, "123456"));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.invalidOtp] });
    expect(await usersWith(mobile)).toBe(0);
  });

  it("refuses an expired code", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    await prisma.otpCode.updateMany({ where: { mobile }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post("/api/Users/Register", form(mobile, code));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.invalidOtp] });
    expect(await usersWith(mobile)).toBe(0);
  });

  it("refuses a code used once already", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    expect((await post("/api/Users/Register", form(mobile, code))).status).toBe(200);
    const before = await prisma.user.findUniqueOrThrow({ where: { mobile } });
    const again = await post(
      "/api/Users/Register",
      form(mobile, code, { firstName: "دیگری", password: "Another#1234" }),
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: [M.invalidOtp] });
    const after = await prisma.user.findUniqueOrThrow({ where: { mobile } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.firstName).toBe("مریم");
  });

  it("kills a code after five wrong tries: the sixth try fails even with the right code", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/Users/Register", form(mobile, wrongCode(code)))).status).toBe(400);
    }
    const sixth = await post("/api/Users/Register", form(mobile, code));
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({ errors: [M.invalidOtp] });
    expect(await usersWith(mobile)).toBe(0);
  });

  it("a right code on the fifth try still works", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    for (let i = 0; i < 4; i++) await post("/api/Users/Register", form(mobile, wrongCode(code)));
    expect((await post("/api/Users/Register", form(mobile, code))).status).toBe(200);
  });

  it("a new code retires the older one", async () => {
    const mobile = uniqueMobile();
    const first = await requestCode(mobile);
    await ageCodes(mobile, 61_000);
    const second = await requestCode(mobile);
    if (first !== second) {
      expect((await post("/api/Users/Register", form(mobile, first))).status).toBe(400);
    }
    expect((await post("/api/Users/Register", form(mobile, second))).status).toBe(200);
  });

  it("a password-reset code cannot register", async () => {
    // A reset code goes out only to a registered mobile: get one, then free the mobile.
    const { user } = await createUser();
    const resetCode = await requestCode(user.mobile, "ResetPassword");
    await prisma.user.delete({ where: { id: user.id } });
    expect((await post("/api/Users/Register", form(user.mobile, resetCode))).status).toBe(400);
    expect(await usersWith(user.mobile)).toBe(0);
  });

  it("a registered mobile gets the same error as a wrong code, and its account stays as it was", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    // Someone else registers the mobile while the code is still valid (no SMS would go to it now).
    const { user } = await createUser({ mobile });
    const res = await post("/api/Users/Register", form(mobile, code));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.invalidOtp] });
    expect(await usersWith(mobile)).toBe(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { mobile } })).passwordHash).toBe(user.passwordHash);
  });

  it("two concurrent registrations with one code create one user", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile);
    const answers = await Promise.all([
      post("/api/Users/Register", form(mobile, code)),
      post("/api/Users/Register", form(mobile, code)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await usersWith(mobile)).toBe(1);
  });
});
