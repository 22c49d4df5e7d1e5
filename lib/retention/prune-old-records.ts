import "server-only";
// Deletes records that only serve a short-lived purpose once their retention period is over. Run
// daily by the pg-boss job `prune-old-records` (lib/jobs/worker.ts). Periods (docs/http.md):
//  - OTP codes: 7 days (they expire after minutes; kept a week for support questions and the
//    per-mobile / per-address hourly limits, which look back one hour);
//  - login attempts: 30 days (the sign-in throttle looks back 15 minutes; a month for investigating
//    an attack);
//  - SMS and mail messages: 180 days (support answers "did my code / ticket SMS go out?");
//  - sign-in throttle counters (LoginThrottle): 1 day after their last change (they matter for
//    15 minutes; an idle row holds nothing the next try needs).
// Money, tickets, audit entries and announcements are never pruned.
import { prisma } from "@/lib/db/client";

const DAY = 86_400_000;
export const RETENTION_DAYS = {
  otpCodes: 7,
  loginAttempts: 30,
  smsMessages: 180,
  mailMessages: 180,
  loginThrottles: 1,
} as const;

export interface PruneReport {
  otpCodes: number;
  loginAttempts: number;
  smsMessages: number;
  mailMessages: number;
  loginThrottles: number;
}

export async function pruneOldRecords(now = new Date()): Promise<PruneReport> {
  const before = (days: number) => ({ createdAt: { lt: new Date(now.getTime() - days * DAY) } });
  const [otpCodes, loginAttempts, smsMessages, mailMessages, loginThrottles] = await Promise.all([
    prisma.otpCode.deleteMany({ where: before(RETENTION_DAYS.otpCodes) }),
    prisma.loginAttempt.deleteMany({ where: before(RETENTION_DAYS.loginAttempts) }),
    prisma.smsMessage.deleteMany({ where: before(RETENTION_DAYS.smsMessages) }),
    prisma.mailMessage.deleteMany({ where: before(RETENTION_DAYS.mailMessages) }),
    prisma.loginThrottle.deleteMany({
      where: { updatedAt: { lt: new Date(now.getTime() - RETENTION_DAYS.loginThrottles * DAY) } },
    }),
  ]);
  return {
    otpCodes: otpCodes.count,
    loginAttempts: loginAttempts.count,
    smsMessages: smsMessages.count,
    mailMessages: mailMessages.count,
    loginThrottles: loginThrottles.count,
  };
}
