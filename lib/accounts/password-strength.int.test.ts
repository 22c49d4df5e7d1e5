// New passwords: zxcvbn score ≥ 3 with the person's mobile, names and national id as user inputs;
// the refusal says why in Persian and writes nothing. Sign-in with an older weak password still works.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { uniqueMobile } from "@/tests/helpers/factories";
import { createUser } from "@/tests/helpers/factories";
import { passwordWeakness, WEAK_PASSWORD_MESSAGE } from "./password-strength";
import { lastSmsCode, post } from "./testing/fixtures";
import { api } from "@/tests/helpers/api";

describe("password strength", () => {
  it("refuses the review's weak passwords and one's own mobile, with a Persian reason", () => {
    const mobile = "09123456789";
    for (const weak of [
      "12345678",
      "password",
      "aaaaaaaa",
      "qwertyuiop",
      "09123456789",
      "a09123456789",
      "Password1",
      "ali.rezaei",
    ]) {
      const reason = passwordWeakness(weak, { mobile, firstName: "ali", lastName: "rezaei" });
      expect(reason, weak).toMatch(new RegExp(`^${WEAK_PASSWORD_MESSAGE}: [\\u0600-\\u06FF]`));
    }
    expect(passwordWeakness("09123456789", { mobile })).toContain("موبایل");
    expect(passwordWeakness("aaaaaaaa")).toContain("تکرار");
    for (const strong of ["Sarv-Kooh#Baran26", "kavir ghoroob ahu 73", "T7#pq!Lm2$vR"])
      expect(passwordWeakness(strong, { mobile }), strong).toBeNull();
  });

  it("registration refuses a weak password with 400 weak_password and creates no user", async () => {
    const mobile = uniqueMobile();
    expect((await post("/api/Users/RegisterToken", { username: mobile })).status).toBe(200);
    const code = await lastSmsCode(mobile);
    const body = {
      username: mobile,
      signupToken: code,
      firstName: "علی",
      lastName: "رضایی",
      role: "Leader",
      acceptedEULA: true,
    };
    const weak = await post("/api/Users/Register", { ...body, password: mobile });
    expect(weak.status).toBe(400);
    expect(weak.body.codes).toEqual(["weak_password"]);
    expect(await prisma.user.count({ where: { mobile } })).toBe(0);
    expect((await post("/api/Users/Register", { ...body, password: "Sarv-Kooh#Baran26" })).status).toBe(200);
  });

  it("change password refuses a weak new password and keeps the old one; an old weak password still signs in", async () => {
    const user = await createUser({ password: "12345678" });
    const login = await post("/api/Users/Login", { username: user.user.mobile, password: "12345678" });
    expect(login.status).toBe(200);
    const weak = await api("PUT", "/api/Users/ChangePassword", {
      token: user.token,
      body: { currentPassword: "12345678", newPassword: "password" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.codes).toEqual(["weak_password"]);
    expect((await post("/api/Users/Login", { username: user.user.mobile, password: "12345678" })).status).toBe(200);
  });
});
