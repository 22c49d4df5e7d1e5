import "server-only";
import { prisma, type Db } from "@/lib/db/client";
import type { OtpPurpose } from "@/lib/db/generated/enums";
import { badRequest } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { OTP, otpMatches } from "./otp";

/**
 * Checks a code against the newest code of this mobile and purpose (a new code retires the older
 * ones). Every try is counted first, in its own statement that stays written even when the caller's
 * request fails: after OTP.maxAttempts tries the code is dead, right or wrong.
 * Returns the code's id, to be consumed in the caller's transaction with consumeOtp.
 */
export async function checkOtp(input: { mobile: string; purpose: OtpPurpose; code: string }): Promise<number> {
  const latest = await prisma.otpCode.findFirst({
    where: { mobile: input.mobile, purpose: input.purpose },
    orderBy: { id: "desc" },
    select: { id: true, codeHash: true, sent: true },
  });
  if (!latest || !latest.sent) throw badRequest(M.invalidOtp, "invalid_otp");
  const counted = await prisma.otpCode.updateMany({
    where: { id: latest.id, consumedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: OTP.maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0 || !otpMatches(latest.codeHash, input)) throw badRequest(M.invalidOtp, "invalid_otp");
  return latest.id;
}

/** Marks the code used; a concurrent request that already used it makes this one fail. */
export async function consumeOtp(tx: Db, otpId: number) {
  const used = await tx.otpCode.updateMany({
    where: { id: otpId, consumedAt: null, expiresAt: { gt: new Date() } },
    data: { consumedAt: new Date() },
  });
  if (used.count === 0) throw badRequest(M.invalidOtp, "invalid_otp");
}
