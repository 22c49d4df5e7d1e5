import { describe, expect, it } from "vitest";
import { verifyToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { loginDelayMs } from "./login-guard";
import { post, uniqueIp } from "./testing/fixtures";

const DAY = 86_400_000;
const lifetime = (expiresAt: string) => new Date(expiresAt).getTime() - Date.now();

describe("Login", () => {
  it("signs in with mobile and password for one day by default", async () => {
    const { user, password } = await createUser({ role: "Leader" });
    const res = await post("/api/Users/Login", { username: user.mobile, password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "Leader", isAffiliate: false, isAccountant: false });
    expect(lifetime(res.body.expiresAt)).toBeGreaterThan(DAY - 60_000);
    expect(lifetime(res.body.expiresAt)).toBeLessThanOrEqual(DAY);
    const claims = await verifyToken(res.body.token);
    expect(claims).toMatchObject({ userId: user.id, role: "Leader", tokenVersion: 0 });
    expect(Math.abs(claims!.expiresAt.getTime() - new Date(res.body.expiresAt).getTime())).toBeLessThan(1000);
  });

  it("keeps a signed-in user for fourteen days with keepMeLogin", async () => {
    const { user, password } = await createUser();
    const res = await post("/api/Users/Login", { username: user.mobile, password, keepMeLogin: true });
    expect(res.status).toBe(200);
    expect(lifetime(res.body.expiresAt)).toBeGreaterThan(14 * DAY - 60_000);
    expect(lifetime(res.body.expiresAt)).toBeLessThanOrEqual(14 * DAY);
    expect((await verifyToken(res.body.token))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    const short = await post("/api/Users/Login", { username: user.mobile, password, keepMeLogin: false });
    expect(lifetime(short.body.expiresAt)).toBeLessThanOrEqual(DAY);
  });

  it("marks affiliates and accountants, and lets an unconfirmed leader sign in", async () => {
    const affiliate = await createUser({ role: "Affiliate" });
    const accountant = await createUser({ role: "Accountant" });
    const pending = await createUser({ role: "Leader", confirmed: false });
    const a = await post("/api/Users/Login", { username: affiliate.user.mobile, password: affiliate.password });
    const b = await post("/api/Users/Login", { username: accountant.user.mobile, password: accountant.password });
    const c = await post("/api/Users/Login", { username: pending.user.mobile, password: pending.password });
    expect(a.body).toMatchObject({ role: "Affiliate", isAffiliate: true, isAccountant: false });
    expect(b.body).toMatchObject({ role: "Accountant", isAffiliate: false, isAccountant: true });
    expect(c.status).toBe(200);
  });

  it("accepts the mobile as +98 with separators", async () => {
    const { user, password } = await createUser();
    const spelled = `+98 ${user.mobile.slice(1, 4)} ${user.mobile.slice(4, 7)} ${user.mobile.slice(7)}`;
    expect((await post("/api/Users/Login", { username: spelled, password })).status).toBe(200);
  });

  it("answers a wrong password and an unknown mobile with the same 400 message", async () => {
    const { user } = await createUser();
    const wrong = await post("/api/Users/Login", { username: user.mobile, password: "Wrong#1234" });
    const unknown = await post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [M.invalidCredentials] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  const invalid: [string, unknown][] = [
    ["no body", undefined],
    ["a missing password", { username: "09121234567" }],
    ["a missing username", { password: "Secret#1234" }],
    ["a malformed mobile", { username: "12345", password: "Secret#1234" }],
    ["a number as username", { username: 9121234567, password: "Secret#1234" }],
    ["a password as an array", { username: "09121234567", password: ["Secret#1234"] }],
    ["a null password", { username: "09121234567", password: null }],
    ["an empty password", { username: "09121234567", password: "" }],
    ["a password over 128 characters", { username: "09121234567", password: "x".repeat(129) }],
    ["keepMeLogin as a string", { username: "09121234567", password: "Secret#1234", keepMeLogin: "yes" }],
  ];
  for (const [what, body] of invalid) {
    it(`refuses ${what} with 400 and records no attempt`, async () => {
      const before = await prisma.loginAttempt.count({ where: { mobile: "09121234567" } });
      const res = await post("/api/Users/Login", body);
      expect(res.status).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(await prisma.loginAttempt.count({ where: { mobile: "09121234567" } })).toBe(before);
    });
  }

  it("refuses a body over 1 MiB with 413", async () => {
    const { user, password } = await createUser();
    const res = await post(
      "/api/Users/Login",
      JSON.stringify({ username: user.mobile, password, pad: "x".repeat(1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });

  it("after ten failed tries slows a mobile down with a growing delay, and the owner gets in once it has passed", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/Users/Login", { username: user.mobile, password: `Wrong#${i}xyz` })).status).toBe(400);
    }
    const slowed = await post("/api/Users/Login", { username: user.mobile, password });
    expect(slowed.status).toBe(429);
    expect(slowed.body.codes).toEqual(["login_slowed"]);
    expect(slowed.body.errors[0]).toMatch(/ثانیه دیگر/);
    expect([10, 11, 12, 15, 40].map(loginDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    // The wait is short: once it has passed since the last failure, the right password works.
    await prisma.$executeRaw`UPDATE "LoginThrottle" SET "nextAt" = "nextAt" - interval '2 seconds' WHERE key = ${`m:${user.mobile}`}`;
    expect((await post("/api/Users/Login", { username: user.mobile, password })).status).toBe(200);
    // An unknown mobile is slowed the same way (the delay does not reveal registration).
    const stranger = uniqueMobile();
    for (let i = 0; i < 10; i++) await post("/api/Users/Login", { username: stranger, password: "Wrong#1234" });
    expect((await post("/api/Users/Login", { username: stranger, password: "Wrong#1234" })).status).toBe(429);
    // Failures older than the window (15 minutes since the last try let through) no longer count.
    await prisma.$executeRaw`UPDATE "LoginThrottle" SET since = since - interval '16 minutes' WHERE key = ${`m:${stranger}`}`;
    expect((await post("/api/Users/Login", { username: stranger, password: "Wrong#1234" })).status).toBe(400);
  });

  it("after 30 failed sign-ins in 15 minutes from one address (any mobiles) it asks that address for the SMS code too; other addresses go on", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect(
        (await post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" }, { ip })).status,
      ).toBe(400);
    }
    const { user, password } = await createUser();
    const challenged = await post(
      "/api/Users/Login",
      { username: user.mobile, password },
      { ip, headers: { "x-forwarded-for": uniqueIp() } },
    );
    expect(challenged.status).toBe(401);
    expect(challenged.body).toMatchObject({ codes: ["login_code_required"], errors: [M.loginCodeRequired] });
    expect((await post("/api/Users/Login", { username: user.mobile, password })).status).toBe(200);
  });

  it("a successful sign-in clears the count of earlier failures", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < 9; i++) await post("/api/Users/Login", { username: user.mobile, password: "Wrong#1234" });
    expect((await post("/api/Users/Login", { username: user.mobile, password })).status).toBe(200);
    for (let i = 0; i < 9; i++) await post("/api/Users/Login", { username: user.mobile, password: "Wrong#1234" });
    expect((await post("/api/Users/Login", { username: user.mobile, password })).status).toBe(200);
  });
});
