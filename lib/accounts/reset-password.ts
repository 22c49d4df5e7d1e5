import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { recordLoginAttempt } from "./login-guard";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { signInAnswer } from "./sign-in-answer";
import { checkOtp, consumeOtp } from "./verify-otp";

/**
 * Sets a new password with an SMS code and signs in. The token version moves on, so every token
 * issued before (on any device) stops working; a successful reset also lifts the sign-in lock.
 */
export async function resetPassword(input: { mobile: string; code: string; newPassword: string; ip: string | null }) {
  const otpId = await checkOtp({ mobile: input.mobile, purpose: "ResetPassword", code: input.code });
  const existing = await prisma.user.findUnique({
    where: { mobile: input.mobile },
    select: { id: true, firstName: true, lastName: true, nationalId: true },
  });
  if (!existing) throw badRequest(M.invalidOtp, "invalid_otp");
  assertStrongPassword(input.newPassword, { mobile: input.mobile, ...existing });
  const passwordHash = await hashPassword(input.newPassword);
  const user = await prisma.$transaction(async (tx) => {
    await consumeOtp(tx, otpId);
    return tx.user.update({
      where: { id: existing.id },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: { id: true, role: true, tokenVersion: true },
    });
  });
  await recordLoginAttempt({ mobile: input.mobile, success: true, ip: input.ip });
  return signInAnswer(user, false);
}
