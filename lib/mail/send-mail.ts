import "server-only";
import { prisma } from "@/lib/db/client";
import { serviceUnavailable } from "@/lib/http/errors";
import { MAIL_MESSAGES } from "./messages";
import type { MailInput, MailProvider } from "./provider";
import { selectMailProvider } from "./select-provider";

let cached: MailProvider | undefined;
const provider = () => (cached ??= selectMailProvider());

/**
 * Hands the mail to the transport, then keeps it in MailMessage (support's view of what went out).
 * A transport that fails (the server refused it or did not answer) is logged with its reason and
 * answered 503 in Persian; nothing is recorded, so the caller can undo what promised the mail.
 */
export async function sendMail(mail: MailInput & { userId?: number }) {
  const transport = provider();
  try {
    await transport.send({ to: mail.to, subject: mail.subject, text: mail.text });
  } catch (error) {
    console.error(`[mail] ${transport.name} delivery to ${mail.to} failed:`, (error as Error).message);
    throw serviceUnavailable(MAIL_MESSAGES.unavailable, "mail_unavailable");
  }
  await prisma.mailMessage.create({
    data: {
      userId: mail.userId ?? null,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      provider: transport.name,
    },
  });
}
