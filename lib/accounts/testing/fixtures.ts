// Shared by the accounts integration tests: codes are read back from the SmsMessage table the
// console provider fills, and every request carries its own client address so that the per-IP
// limit of one test does not spill into another.
import { SignJWT } from "jose";
import { prisma } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { api, type ApiResponse } from "@/tests/helpers/api";
import { stampHeaders } from "@/lib/http/client-address";
import { generateOtpCode, hashOtpCode, OTP } from "../otp";

let ipCounter = Math.floor(Math.random() * 60_000);

/** A client address unique to this worker (only ever a header value: nothing is sent to it). */
export function uniqueIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A call from a client address, as the server's client-address hook stamps it (lib/http/client-address.ts). */
export function post<T = any>(
  path: string,
  body: unknown,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  return api<T>("POST", path, {
    body,
    token: options.token,
    headers: { ...options.headers, ...stampHeaders(options.ip ?? uniqueIp()) },
  });
}

/** The code in the newest SMS sent to this mobile, or null when none was sent. */
export async function lastSmsCode(mobile: string): Promise<string | null> {
  const sms = await prisma.smsMessage.findFirst({ where: { mobile }, orderBy: { id: "desc" } });
  return sms?.text.match(/(\d{6})/)?.[1] ?? null;
}

/** Moves the mobile's codes back in time, as if they had been requested `ms` earlier. */
export async function ageCodes(mobile: string, ms: number) {
  await prisma.$executeRaw`UPDATE "OtpCode" SET "createdAt" = "createdAt" - make_interval(secs => ${ms / 1000}) WHERE mobile = ${mobile}`;
}

/** Requests a code for the mobile and answers it (read back from the SmsMessage table). */
export async function requestCode(mobile: string, purpose: "Register" | "ResetPassword" = "Register") {
  const res = await post(purpose === "Register" ? "/api/Users/RegisterToken" : "/api/Users/ResetPasswordToken", {
    username: mobile,
  });
  if (res.status !== 200) throw new Error(`code request failed: ${res.status} ${JSON.stringify(res.body)}`);
  const code = await lastSmsCode(mobile);
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}

/** A different six-digit code than the one given. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A correctly signed token whose expiry lies in the past. */
export async function expiredToken(user: { id: number; role: Role; tokenVersion: number }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuer("hamsafar")
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
}

/** A token with valid claims signed with another secret. */
export async function forgedToken(user: { id: number; role: Role; tokenVersion: number }) {
  return new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuer("hamsafar")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-0123456789abcdef"));
}

/**
 * A code of the purpose for the mobile, recorded as if sent (no SMS, no rate limit): for tests that
 * need the proof but are not about sending it (a ticket's cancellation, lib/accounts/mobile-proof.ts).
 */
export async function issueOtp(mobile: string, purpose: "TicketManage" | "Login" = "TicketManage") {
  const code = generateOtpCode();
  await prisma.otpCode.create({
    data: {
      mobile,
      purpose,
      codeHash: hashOtpCode({ mobile, purpose, code }),
      expiresAt: new Date(Date.now() + OTP.ttlMs),
      ip: null,
    },
  });
  return code;
}
