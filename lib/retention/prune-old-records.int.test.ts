import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { uniqueMobile } from "@/tests/helpers/factories";
import { pruneOldRecords, RETENTION_DAYS } from "./prune-old-records";

const DAY = 86_400_000;

describe("pruneOldRecords", () => {
  it("deletes OTP, login-attempt, SMS, mail and idle sign-in throttle rows past their retention and keeps younger ones", async () => {
    const mobile = uniqueMobile();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const otp = (days: number) => ({
      mobile,
      purpose: "Register" as const,
      codeHash: "x",
      expiresAt: ago(days),
      createdAt: ago(days),
    });
    await prisma.otpCode.createMany({ data: [otp(RETENTION_DAYS.otpCodes + 1), otp(RETENTION_DAYS.otpCodes - 1)] });
    await prisma.loginAttempt.createMany({
      data: [RETENTION_DAYS.loginAttempts + 1, 1].map((d) => ({ mobile, success: false, createdAt: ago(d) })),
    });
    await prisma.smsMessage.createMany({
      data: [RETENTION_DAYS.smsMessages + 1, 10].map((d) => ({
        mobile,
        text: "t",
        provider: "console",
        createdAt: ago(d),
      })),
    });
    await prisma.mailMessage.createMany({
      data: [RETENTION_DAYS.mailMessages + 1, 10].map((d) => ({
        to: `${mobile}@example.com`,
        subject: "s",
        text: "t",
        provider: "console",
        createdAt: ago(d),
      })),
    });

    await prisma.loginThrottle.createMany({
      data: [RETENTION_DAYS.loginThrottles + 1, 0].map((d) => ({ key: `m:${mobile}:${d}`, updatedAt: ago(d) })),
    });

    const report = await pruneOldRecords(now);
    expect(report.otpCodes).toBeGreaterThanOrEqual(1);
    expect(await prisma.otpCode.count({ where: { mobile } })).toBe(1);
    expect(await prisma.loginAttempt.count({ where: { mobile } })).toBe(1);
    expect(await prisma.smsMessage.count({ where: { mobile } })).toBe(1);
    expect(await prisma.mailMessage.count({ where: { to: `${mobile}@example.com` } })).toBe(1);
    expect(
      await prisma.loginThrottle.findMany({ where: { key: { startsWith: `m:${mobile}:` } }, select: { key: true } }),
    ).toEqual([{ key: `m:${mobile}:0` }]);
  });
});
