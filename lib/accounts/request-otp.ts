import "server-only";
import { prisma, type Db } from "@/lib/db/client";
import type { OtpPurpose } from "@/lib/db/generated/enums";
import { tooManyRequests } from "@/lib/http/errors";
import { sendSms } from "@/lib/sms/send-sms";
import { lockKey } from "./advisory-lock";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { generateOtpCode, hashOtpCode, OTP, otpAddressGapMs, otpIpHourlyLimit } from "./otp";

/**
 * Codes of one family share a mobile's limits; a buyer's codes (a ticket's, the sign-in to /my) have
 * their own (an account's sign-in attempts cannot use them up).
 */
const FAMILY: Record<OtpPurpose, OtpPurpose[]> = {
  Register: ["Register", "ResetPassword", "Login"],
  ResetPassword: ["Register", "ResetPassword", "Login"],
  Login: ["Register", "ResetPassword", "Login"],
  TicketManage: ["TicketManage", "TravellerLogin"],
  TravellerLogin: ["TicketManage", "TravellerLogin"],
};

const SMS_TEXT: Record<OtpPurpose, (code: string) => string> = {
  Register: M.otpSms,
  ResetPassword: M.otpSms,
  Login: M.otpSms,
  TicketManage: M.ticketCodeSms,
  TravellerLogin: M.travellerCodeSms,
};

/**
 * Sends a code (RegisterToken, ResetPasswordToken, the sign-in step of a challenged address, a
 * ticket's management code). The answer never tells whether the mobile has an account: a code that
 * would be useless (registering a known mobile, resetting or signing in an unknown one) is still
 * generated, hashed and recorded with sent=false, so that the same limits apply and the request
 * takes the same path, but no SMS goes out. A ticket's code is asked for only once the ticket was
 * found (`deliver`).
 *
 * Limits (docs/security.md): per mobile and family one code a minute and five an hour (an SMS
 * bomb of one phone stays small); per client address the first OTP_IP_HOURLY_LIMIT (20) codes an
 * hour go at once, then one code per slot, the slots growing 2 s, 4 s … 60 s apart: an address is
 * slowed, never closed, so registration stays open to everyone behind a carrier's shared address.
 */
export async function requestOtp(input: { mobile: string; purpose: OtpPurpose; ip: string; deliver?: boolean }) {
  const { mobile, purpose, ip } = input;
  let deliver = input.deliver;
  if (deliver === undefined) {
    const registered = (await prisma.user.count({ where: { mobile } })) > 0;
    deliver = purpose === "Register" ? !registered : registered;
  }
  const code = generateOtpCode();
  const codeHash = hashOtpCode({ mobile, purpose, code });

  await prisma.$transaction(async (tx) => {
    // Mobile first, then address: one fixed order so that two requests never wait on each other in a cycle.
    await lockKey(tx, `otp:mobile:${mobile}`);
    await lockKey(tx, `otp:ip:${ip}`);
    const now = Date.now();
    const hourAgo = new Date(now - 3_600_000);
    const family = { mobile, purpose: { in: FAMILY[purpose] } };
    const latest = await tx.otpCode.findFirst({ where: family, orderBy: { id: "desc" }, select: { createdAt: true } });
    if (latest && now - latest.createdAt.getTime() < OTP.perMobileGapMs)
      throw tooManyRequests(M.otpTooSoon, "otp_too_soon");
    if ((await tx.otpCode.count({ where: { ...family, createdAt: { gte: hourAgo } } })) >= OTP.perMobilePerHour) {
      throw tooManyRequests(M.otpHourlyLimit, "otp_hourly_limit");
    }
    if ((await tx.otpCode.count({ where: { ip, createdAt: { gte: hourAgo } } })) >= otpIpHourlyLimit())
      await claimAddressSlot(tx, ip, now);
    await tx.otpCode.create({
      data: { mobile, purpose, codeHash, expiresAt: new Date(now + OTP.ttlMs), sent: deliver, ip },
    });
  });

  if (deliver) await sendSms({ to: mobile, text: SMS_TEXT[purpose](code), otp: code }, { wait: false });
}

/**
 * Past its free budget an address sends one code per slot (row "o:<address>" of LoginThrottle,
 * under the address's advisory lock): the slot opens at `nextAt`, and each code taken moves it on by
 * a growing gap. The overflow count starts afresh an hour after it began.
 */
async function claimAddressSlot(tx: Db, ip: string, now: number) {
  const key = `o:${ip}`;
  const row = await tx.loginThrottle.findUnique({ where: { key } });
  const fresh = !row || row.since.getTime() < now - 3_600_000;
  const waitSeconds = fresh ? 0 : Math.ceil((row.nextAt.getTime() - now) / 1000);
  if (waitSeconds > 0) throw tooManyRequests(M.otpAddressSlowed(waitSeconds), "otp_address_slowed");
  const count = fresh ? 1 : row.count + 1;
  const data = { count, since: fresh ? new Date(now) : row.since, nextAt: new Date(now + otpAddressGapMs(count)) };
  await tx.loginThrottle.upsert({ where: { key }, create: { key, ...data }, update: data });
}
