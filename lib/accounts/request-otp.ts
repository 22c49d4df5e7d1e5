import "server-only";
import { prisma } from "@/lib/db/client";
import type { OtpPurpose } from "@/lib/db/generated/enums";
import { tooManyRequests } from "@/lib/http/errors";
import { sendSms } from "@/lib/sms/send-sms";
import { lockKey } from "./advisory-lock";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { generateOtpCode, hashOtpCode, OTP, otpIpHourlyLimit } from "./otp";

/**
 * RegisterToken / ResetPasswordToken. The answer never tells whether the mobile has an account:
 * a code that would be useless (registering a known mobile, resetting an unknown one) is still
 * generated, hashed and recorded with sent=false, so that the same rate limits apply and the
 * request takes the same path, but no SMS goes out.
 */
export async function requestOtp(input: { mobile: string; purpose: OtpPurpose; ip: string | null }) {
  const { mobile, purpose, ip } = input;
  const registered = (await prisma.user.count({ where: { mobile } })) > 0;
  const deliver = purpose === "Register" ? !registered : registered;
  const code = generateOtpCode();
  const codeHash = hashOtpCode({ mobile, purpose, code });

  await prisma.$transaction(async (tx) => {
    // Mobile first, then address: one fixed order so that two requests never wait on each other in a cycle.
    await lockKey(tx, `otp:mobile:${mobile}`);
    await lockKey(tx, `otp:ip:${ip ?? ""}`);
    const now = Date.now();
    const hourAgo = new Date(now - 3_600_000);
    const latest = await tx.otpCode.findFirst({ where: { mobile }, orderBy: { id: "desc" }, select: { createdAt: true } });
    if (latest && now - latest.createdAt.getTime() < OTP.perMobileGapMs) throw tooManyRequests(M.otpTooSoon, "otp_too_soon");
    if ((await tx.otpCode.count({ where: { mobile, createdAt: { gte: hourAgo } } })) >= OTP.perMobilePerHour) {
      throw tooManyRequests(M.otpHourlyLimit, "otp_hourly_limit");
    }
    if ((await tx.otpCode.count({ where: { ip, createdAt: { gte: hourAgo } } })) >= otpIpHourlyLimit()) {
      throw tooManyRequests(M.ipHourlyLimit, "ip_hourly_limit");
    }
    await tx.otpCode.create({
      data: { mobile, purpose, codeHash, expiresAt: new Date(now + OTP.ttlMs), sent: deliver, ip },
    });
  });

  if (deliver) await sendSms({ to: mobile, text: M.otpSms(code), otp: code }, { wait: false });
}
