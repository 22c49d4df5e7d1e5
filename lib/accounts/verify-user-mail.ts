import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { hashEmailToken } from "./email-token";
import { ACCOUNT_MESSAGES as M } from "./messages";

/**
 * Marks the caller's email verified with a token from the mail. The token must be the caller's,
 * unused, unexpired and issued for the email the profile has now; every failure reads the same.
 */
export async function verifyUserMail(input: { userId: number; token: string }) {
  const row = await prisma.emailVerificationToken.findUnique({ where: { tokenHash: hashEmailToken(input.token) } });
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { email: true } });
  const now = new Date();
  if (
    !row ||
    !user ||
    row.userId !== input.userId ||
    row.usedAt ||
    row.expiresAt <= now ||
    row.email !== user.email?.trim()
  ) {
    throw badRequest(M.invalidEmailToken, "invalid_email_token");
  }
  await prisma.$transaction(async (tx) => {
    const used = await tx.emailVerificationToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now },
    });
    // The email may have changed since it was read: verify only the address the token was issued for.
    const verified = await tx.user.updateMany({
      where: { id: input.userId, email: user.email },
      data: { emailVerifiedAt: now },
    });
    if (used.count === 0 || verified.count === 0) throw badRequest(M.invalidEmailToken, "invalid_email_token");
  });
}
