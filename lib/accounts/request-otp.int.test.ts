import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashOtpCode } from "./otp";
import { ageCodes, lastSmsCode, post, uniqueIp } from "./testing/fixtures";

const CALLS = [
  { path: "/api/Users/RegisterToken", purpose: "Register" as const },
  { path: "/api/Users/ResetPasswordToken", purpose: "ResetPassword" as const },
];

describe("RegisterToken / ResetPasswordToken", () => {
  it("RegisterToken sends a six-digit code by SMS and stores only its HMAC, valid five minutes", async () => {
    const mobile = uniqueMobile();
    const before = Date.now();
    const res = await post("/api/Users/RegisterToken", { username: mobile });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile }, orderBy: { id: "desc" } });
    expect(sms.text).toMatch(/^کد تایید همسفر: \d{6}$/);
    expect(sms.provider).toBe("console");
    const code = (await lastSmsCode(mobile))!;
    const row = await prisma.otpCode.findFirstOrThrow({ where: { mobile } });
    expect(row).toMatchObject({ purpose: "Register", sent: true, attempts: 0, consumedAt: null });
    expect(row.codeHash).toBe(hashOtpCode({ mobile, purpose: "Register", code }));
    expect(row.codeHash).not.toContain(code);
    const ttl = row.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5_000);
  });

  it("accepts the mobile in other spellings (+98, Persian digits) and stores the canonical form", async () => {
    const mobile = uniqueMobile();
    const persian = mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]);
    expect((await post("/api/Users/RegisterToken", { username: persian })).status).toBe(200);
    const other = uniqueMobile();
    expect((await post("/api/Users/ResetPasswordToken", { username: `+98${other.slice(1)}` })).status).toBe(200);
    expect(await prisma.otpCode.count({ where: { mobile: { in: [mobile, other] } } })).toBe(2);
  });

  it("RegisterToken for a registered mobile answers exactly like for a new one, but sends no SMS", async () => {
    const { user } = await createUser();
    const fresh = uniqueMobile();
    const known = await post("/api/Users/RegisterToken", { username: user.mobile });
    const unknown = await post("/api/Users/RegisterToken", { username: fresh });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(await prisma.smsMessage.count({ where: { mobile: user.mobile } })).toBe(0);
    expect(await prisma.smsMessage.count({ where: { mobile: fresh } })).toBe(1);
    const hidden = await prisma.otpCode.findFirstOrThrow({ where: { mobile: user.mobile } });
    expect(hidden.sent).toBe(false);
    // The silent request still counts towards the limits, so a second one is refused like any other.
    const again = await post("/api/Users/RegisterToken", { username: user.mobile });
    const againFresh = await post("/api/Users/RegisterToken", { username: fresh });
    expect(again.status).toBe(429);
    expect(again.body).toEqual(againFresh.body);
  });

  it("ResetPasswordToken for an unknown mobile answers exactly like for a registered one, but sends no SMS", async () => {
    const { user } = await createUser();
    const stranger = uniqueMobile();
    const known = await post("/api/Users/ResetPasswordToken", { username: user.mobile });
    const unknown = await post("/api/Users/ResetPasswordToken", { username: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await prisma.smsMessage.count({ where: { mobile: user.mobile } })).toBe(1);
    expect(await prisma.smsMessage.count({ where: { mobile: stranger } })).toBe(0);
    expect((await prisma.otpCode.findFirstOrThrow({ where: { mobile: stranger } })).sent).toBe(false);
  });

  for (const { path } of CALLS) {
    describe(path, () => {
      const bad: [string, unknown][] = [
        ["no body", undefined],
        ["an empty object", {}],
        ["a missing username", { mobile: "09121234567" }],
        ["a malformed mobile", { username: "0812345678" }],
        ["letters", { username: "09abcdefghi" }],
        ["a number instead of a string", { username: 9121234567 }],
        ["an array", { username: ["09121234567"] }],
        ["null", { username: null }],
        ["an oversized string", { username: "9".repeat(10_000) }],
        ["a JSON array body", ["09121234567"]],
      ];
      for (const [what, body] of bad) {
        it(`refuses ${what} with 400 and writes nothing`, async () => {
          const ip = uniqueIp();
          const res = await post(path, body, { ip });
          expect(res.status).toBe(400);
          expect(res.body.errors.length).toBeGreaterThan(0);
          expect(await prisma.otpCode.count({ where: { ip } })).toBe(0);
        });
      }

      it("refuses malformed JSON with 400 and a body over 1 MiB with 413", async () => {
        const ip = uniqueIp();
        expect((await post(path, '{"username": "0912', { ip })).status).toBe(400);
        const huge = await post(path, JSON.stringify({ username: uniqueMobile(), pad: "x".repeat(1024 * 1024) }), {
          ip,
        });
        expect(huge.status).toBe(413);
        expect(huge.body.errors).toEqual(["حجم درخواست بیش از حد مجاز است."]);
        expect(await prisma.otpCode.count({ where: { ip } })).toBe(0);
      });
    });
  }

  it("per mobile: one code a minute, across both purposes (429, nothing sent)", async () => {
    const { user } = await createUser();
    expect((await post("/api/Users/ResetPasswordToken", { username: user.mobile })).status).toBe(200);
    const second = await post("/api/Users/ResetPasswordToken", { username: user.mobile });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ errors: [M.otpTooSoon] });
    expect((await post("/api/Users/RegisterToken", { username: user.mobile })).status).toBe(429);
    expect(await prisma.otpCode.count({ where: { mobile: user.mobile } })).toBe(1);
    expect(await prisma.smsMessage.count({ where: { mobile: user.mobile } })).toBe(1);
    // A minute later the next code may go.
    await ageCodes(user.mobile, 61_000);
    expect((await post("/api/Users/ResetPasswordToken", { username: user.mobile })).status).toBe(200);
  });

  it("per mobile: at most five codes an hour", async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/Users/RegisterToken", { username: mobile })).status).toBe(200);
      await ageCodes(mobile, 61_000);
    }
    const sixth = await post("/api/Users/RegisterToken", { username: mobile });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errors: [M.otpHourlyLimit] });
    expect(await prisma.otpCode.count({ where: { mobile } })).toBe(5);
    expect(await prisma.smsMessage.count({ where: { mobile } })).toBe(5);
    // Once the oldest is more than an hour old, one more is allowed.
    await ageCodes(mobile, 3_600_000 - 5 * 61_000);
    expect((await post("/api/Users/RegisterToken", { username: mobile })).status).toBe(200);
  });

  it("per client address: twenty codes an hour at once, then slowed (never closed); a forged X-Forwarded-For or X-Real-IP does not move the bucket", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(
        "/api/Users/RegisterToken",
        { username: uniqueMobile() },
        { ip, headers: { "x-forwarded-for": `${uniqueIp()}, ${uniqueIp()}` } },
      );
      expect(res.status).toBe(200);
    }
    // Past the budget: one code per slot, the slots 2 s, 4 s, 8 s … at most 60 s apart.
    expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(200);
    const mobile = uniqueMobile();
    const slowed = await post(
      "/api/Users/RegisterToken",
      { username: mobile },
      { ip, headers: { "x-forwarded-for": uniqueIp(), "x-real-ip": uniqueIp() } },
    );
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ codes: ["otp_address_slowed"], errors: [M.otpAddressSlowed(2)] });
    expect(await prisma.otpCode.count({ where: { mobile } })).toBe(0);
    expect(await prisma.smsMessage.count({ where: { mobile } })).toBe(0);
    // Another address is not affected.
    expect((await post("/api/Users/RegisterToken", { username: mobile })).status).toBe(200);
    // Once the slot opens, the next person behind the address gets a code; the gap grows to a minute at most.
    const gaps: number[] = [];
    for (let i = 0; i < 7; i++) {
      await prisma.loginThrottle.update({ where: { key: `o:${ip}` }, data: { nextAt: new Date(Date.now() - 1) } });
      expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(200);
      const row = await prisma.loginThrottle.findUniqueOrThrow({ where: { key: `o:${ip}` } });
      gaps.push(Math.round((row.nextAt.getTime() - Date.now()) / 1000));
    }
    expect(gaps).toEqual([4, 8, 16, 32, 60, 60, 60]);
  });

  it("OTP_IP_HOURLY_LIMIT changes the per-address budget", async () => {
    const ip = uniqueIp();
    process.env.OTP_IP_HOURLY_LIMIT = "2";
    try {
      expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(200);
      expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(200);
      expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(200);
      expect((await post("/api/Users/RegisterToken", { username: uniqueMobile() }, { ip })).status).toBe(429);
    } finally {
      delete process.env.OTP_IP_HOURLY_LIMIT;
    }
  });

  it("records the address the server stamped, not X-Real-IP or X-Forwarded-For", async () => {
    const ip = uniqueIp();
    const mobile = uniqueMobile();
    const res = await post(
      "/api/users/registertoken",
      { username: mobile },
      { ip, headers: { "x-real-ip": uniqueIp(), "x-forwarded-for": uniqueIp() } },
    );
    expect(res.status).toBe(200);
    expect((await prisma.otpCode.findFirstOrThrow({ where: { mobile } })).ip).toBe(ip);
  });

  it("concurrent requests for one mobile produce a single code", async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/Users/RegisterToken", { username: mobile })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await prisma.otpCode.count({ where: { mobile } })).toBe(1);
  });
});
