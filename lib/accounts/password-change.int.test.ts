import { describe, expect, it } from "vitest";
import { signImpersonationToken, verifyToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { verifyPassword } from "./password";
import { expiredToken, forgedToken, post, requestCode, wrongCode } from "./testing/fixtures";

const DAY = 86_400_000;
const hashOf = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id } })).passwordHash;
const change = (token: string, body: unknown) => api("PUT", "/api/Users/ChangePassword", { token, body });

describe("ResetPassword", () => {
  it("sets the new password with the SMS code, ends old sessions and signs in", async () => {
    const { user, token: oldToken } = await createUser({ role: "Affiliate" });
    const code = await requestCode(user.mobile, "ResetPassword");
    const res = await post("/api/Users/ResetPassword", {
      username: user.mobile,
      resetToken: code,
      newPassword: "Fresh#Pass9",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "Affiliate", isAffiliate: true, isAccountant: false });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.tokenVersion).toBe(user.tokenVersion + 1);
    expect(await verifyPassword(after.passwordHash, "Fresh#Pass9")).toBe(true);
    expect((await verifyToken(res.body.token))!.tokenVersion).toBe(after.tokenVersion);
    // The old token is dead, the new one works, and the new password signs in.
    expect((await change(oldToken, { currentPassword: "Fresh#Pass9", newPassword: "Other#Pass9" })).status).toBe(401);
    expect((await post("/api/Users/Login", { username: user.mobile, password: "Fresh#Pass9" })).status).toBe(200);
    expect((await post("/api/Users/Login", { username: user.mobile, password: "Secret#1234" })).status).toBe(400);
  });

  it("lifts the sign-in lock", async () => {
    const { user } = await createUser();
    for (let i = 0; i < 10; i++) await post("/api/Users/Login", { username: user.mobile, password: "Wrong#1234" });
    expect((await post("/api/Users/Login", { username: user.mobile, password: "Secret#1234" })).status).toBe(429);
    const code = await requestCode(user.mobile, "ResetPassword");
    expect(
      (await post("/api/Users/ResetPassword", { username: user.mobile, resetToken: code, newPassword: "Fresh#Pass9" }))
        .status,
    ).toBe(200);
    expect((await post("/api/Users/Login", { username: user.mobile, password: "Fresh#Pass9" })).status).toBe(200);
  });

  it("refuses a wrong, an expired and a reused code without touching the password", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.mobile, "ResetPassword");
    const body = (resetToken: string, newPassword = "Fresh#Pass9") => ({
      username: user.mobile,
      resetToken,
      newPassword,
    });
    const wrong = await post("/api/Users/ResetPassword", body(wrongCode(code)));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [M.invalidOtp] });
    expect(await hashOf(user.id)).toBe(user.passwordHash);

    await prisma.otpCode.updateMany({ where: { mobile: user.mobile }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await post("/api/Users/ResetPassword", body(code))).status).toBe(400);
    expect(await hashOf(user.id)).toBe(user.passwordHash);

    await prisma.otpCode.updateMany({
      where: { mobile: user.mobile },
      data: { expiresAt: new Date(Date.now() + 60_000) },
    });
    expect((await post("/api/Users/ResetPassword", body(code))).status).toBe(200);
    const changed = await hashOf(user.id);
    const reused = await post("/api/Users/ResetPassword", body(code, "Third#Pass9"));
    expect(reused.status).toBe(400);
    expect(await hashOf(user.id)).toBe(changed);
  });

  it("refuses the sixth try even with the right code", async () => {
    const { user } = await createUser();
    const code = await requestCode(user.mobile, "ResetPassword");
    for (let i = 0; i < 5; i++) {
      await post("/api/Users/ResetPassword", {
        username: user.mobile,
        resetToken: wrongCode(code),
        newPassword: "Fresh#Pass9",
      });
    }
    const sixth = await post("/api/Users/ResetPassword", {
      username: user.mobile,
      resetToken: code,
      newPassword: "Fresh#Pass9",
    });
    expect(sixth.status).toBe(400);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it("a registration code cannot reset a password", async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(mobile, "Register");
    const { user } = await createUser({ mobile });
    const res = await post("/api/Users/ResetPassword", {
      username: mobile,
      resetToken: code,
      newPassword: "Fresh#Pass9",
    });
    expect(res.status).toBe(400);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ["a missing code", { resetToken: undefined }],
    ["a short new password", { newPassword: "short" }],
    ["a new password as a number", { newPassword: 12345678 }],
    ["a new password over 128 characters", { newPassword: "p".repeat(129) }],
    ["a malformed mobile", { username: "0912" }],
    ["a code as an array", { resetToken: ["123456"] }],
  ];
  for (const [what, overrides] of invalid) {
    it(`refuses ${what} with 400 and changes nothing`, async () => {
      const { user } = await createUser();
      const code = await requestCode(user.mobile, "ResetPassword");
      const res = await post("/api/Users/ResetPassword", {
        username: user.mobile,
        resetToken: code,
        newPassword: "Fresh#Pass9",
        ...overrides,
      });
      expect(res.status).toBe(400);
      const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after.passwordHash).toBe(user.passwordHash);
      expect(after.tokenVersion).toBe(user.tokenVersion);
    });
  }
});

describe("ChangePassword", () => {
  it("changes the password, kills the old token and answers a fresh one", async () => {
    const { user, token, password } = await createUser({ confirmed: false });
    const res = await change(token, { currentPassword: password, newPassword: "Changed#Pass1" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["expiresAt", "token"]);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(after.passwordHash, "Changed#Pass1")).toBe(true);
    expect(after.tokenVersion).toBe(user.tokenVersion + 1);
    // The token used for the call is dead; the fresh one works.
    const withOld = await change(token, { currentPassword: "Changed#Pass1", newPassword: "Again#Pass12" });
    expect(withOld.status).toBe(401);
    expect(await hashOf(user.id)).toBe(after.passwordHash);
    expect(
      (await change(res.body.token, { currentPassword: "Changed#Pass1", newPassword: "Again#Pass12" })).status,
    ).toBe(200);
  });

  it("keeps the lifetime the user chose at sign-in", async () => {
    const { user, password } = await createUser();
    const kept = await post("/api/Users/Login", { username: user.mobile, password, keepMeLogin: true });
    const res = await change(kept.body.token, { currentPassword: password, newPassword: "Changed#Pass1" });
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    const short = await post("/api/Users/Login", { username: user.mobile, password: "Changed#Pass1" });
    const res2 = await change(short.body.token, { currentPassword: "Changed#Pass1", newPassword: "Changed#Pass2" });
    expect(new Date(res2.body.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + DAY);
  });

  it("refuses a wrong current password with 400 and keeps the hash", async () => {
    const { user, token } = await createUser();
    const res = await change(token, { currentPassword: "Wrong#1234", newPassword: "Changed#Pass1" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.wrongCurrentPassword] });
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it("wrong current passwords count towards the sign-in lock", async () => {
    const { user, token, password } = await createUser();
    for (let i = 0; i < 10; i++) await change(token, { currentPassword: "Wrong#1234", newPassword: "Changed#Pass1" });
    const res = await change(token, { currentPassword: password, newPassword: "Changed#Pass1" });
    expect(res.status).toBe(429);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it("answers 401 without a token, with a forged one and with an expired one, and changes nothing", async () => {
    const { user, password } = await createUser();
    const body = { currentPassword: password, newPassword: "Changed#Pass1" };
    expect((await api("PUT", "/api/Users/ChangePassword", { body })).status).toBe(401);
    expect((await change(await forgedToken(user), body)).status).toBe(401);
    expect((await change(await expiredToken(user), body)).status).toBe(401);
    expect((await change("not.a.jwt", body)).status).toBe(401);
    expect(
      (await api("PUT", "/api/Users/ChangePassword", { body, headers: { authorization: "Basic abc" } })).status,
    ).toBe(401);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(after.tokenVersion).toBe(user.tokenVersion);
  });

  it("an operator acting as the user may not change the password", async () => {
    const operator = await createUser({ role: "Operator" });
    const { user, password } = await createUser();
    const { token } = await signImpersonationToken({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
      operatorId: operator.user.id,
    });
    const res = await change(token, { currentPassword: password, newPassword: "Changed#Pass1" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errors: [M.noPasswordChangeWhileImpersonating] });
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  const invalid: [string, unknown][] = [
    ["no body", undefined],
    ["a missing current password", { newPassword: "Changed#Pass1" }],
    ["a short new password", { currentPassword: "Secret#1234", newPassword: "1234567" }],
    ["a new password as a number", { currentPassword: "Secret#1234", newPassword: 123456789 }],
    ["a null current password", { currentPassword: null, newPassword: "Changed#Pass1" }],
    ["an oversized new password", { currentPassword: "Secret#1234", newPassword: "x".repeat(10_000) }],
  ];
  for (const [what, body] of invalid) {
    it(`refuses ${what} with 400 and changes nothing`, async () => {
      const { user, token } = await createUser();
      const res = await change(token, body);
      expect(res.status).toBe(400);
      expect(await hashOf(user.id)).toBe(user.passwordHash);
    });
  }

  it("refuses a body over 1 MiB with 413", async () => {
    const { user, token, password } = await createUser();
    const res = await change(
      token,
      JSON.stringify({ currentPassword: password, newPassword: "Changed#Pass1", pad: "x".repeat(1024 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });
});
