import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { signAccessToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { badRequest, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { assertLoginAllowed, recordLoginAttempt } from "./login-guard";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { assertStrongPassword } from "./password-strength";

/**
 * Changes the caller's password and answers a fresh token: the token version moves on, so the
 * token used for this call and every other session of the user stop working. Wrong current
 * passwords count towards the sign-in lock like failed logins (a stolen session cannot be used to
 * guess the password). An operator acting as the user may not do this: the answer would be a
 * normal, longer-lived token of the user.
 */
export async function changePassword(input: {
  caller: Caller;
  currentPassword: string;
  newPassword: string;
  keepMeLogin: boolean;
  ip: string;
}) {
  if (input.caller.impersonatedBy)
    throw forbidden(M.noPasswordChangeWhileImpersonating, "no_password_change_while_impersonating");
  const user = await prisma.user.findUnique({
    where: { id: input.caller.userId },
    select: {
      id: true,
      mobile: true,
      role: true,
      tokenVersion: true,
      passwordHash: true,
      firstName: true,
      lastName: true,
      nationalId: true,
    },
  });
  if (!user) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  await assertLoginAllowed(user.mobile, input.ip);
  const valid = await verifyPassword(user.passwordHash, input.currentPassword);
  // A right current password settles the claimed try at once (even if the new one is refused below).
  await recordLoginAttempt({ mobile: user.mobile, success: valid, ip: input.ip, claimed: true });
  if (!valid) throw badRequest(M.wrongCurrentPassword, "wrong_current_password");
  assertStrongPassword(input.newPassword, user);
  const passwordHash = await hashPassword(input.newPassword);
  // Only if no other request changed the password meanwhile (its token version would have moved).
  const changed = await prisma.user.updateMany({
    where: { id: user.id, tokenVersion: user.tokenVersion },
    data: { passwordHash, tokenVersion: { increment: 1 } },
  });
  if (changed.count === 0) throw unauthorized(HTTP_MESSAGES.unauthorized, "password_changed_meanwhile");
  const { token, expiresAt } = await signAccessToken({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion + 1,
    keepMeLogin: input.keepMeLogin,
  });
  return { token, expiresAt };
}
