import "server-only";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { badRequest, notFound, tooManyRequests } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { sendMail } from "@/lib/mail/send-mail";
import { lockKey } from "./advisory-lock";
import { EMAIL_TOKEN, newEmailToken } from "./email-token";
import { ACCOUNT_MESSAGES as M } from "./messages";

/** Mails the caller a link that verifies the profile's email; at most one mail a minute. */
export async function sendVerificationMail(userId: number) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, firstName: true, email: true, emailVerifiedAt: true },
  });
  if (!user) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const email = user.email?.trim();
  if (!email) throw badRequest(M.emailMissing, "email_missing");
  if (user.emailVerifiedAt) throw badRequest(M.emailAlreadyVerified, "email_already_verified");

  const { token, tokenHash } = newEmailToken();
  const row = await prisma.$transaction(async (tx) => {
    await lockKey(tx, `mail:verify:${user.id}`);
    const last = await tx.emailVerificationToken.findFirst({
      where: { userId: user.id },
      orderBy: { id: "desc" },
      select: { createdAt: true },
    });
    if (last && Date.now() - last.createdAt.getTime() < EMAIL_TOKEN.minGapMs)
      throw tooManyRequests(M.verificationMailTooSoon, "verification_mail_too_soon");
    return tx.emailVerificationToken.create({
      data: { userId: user.id, email, tokenHash, expiresAt: new Date(Date.now() + EMAIL_TOKEN.ttlMs) },
      select: { id: true },
    });
  });

  const link = `${env.publicUrl}/auth/verifyEmail?token=${token}`;
  try {
    await sendMail({
      userId: user.id,
      to: email,
      subject: "تایید ایمیل در همسفر",
      text: [
        `${user.firstName} عزیز،`,
        "برای تایید ایمیل حساب کاربری خود در همسفر، پیوند زیر را باز کنید:",
        link,
        "این پیوند تا ۲۴ ساعت معتبر است. اگر شما این درخواست را نداده‌اید، این ایمیل را نادیده بگیرید.",
      ].join("\n"),
    });
  } catch (error) {
    // A mail that did not go out leaves no token behind, so the user may try again at once.
    await prisma.emailVerificationToken.delete({ where: { id: row.id } });
    throw error;
  }
}
