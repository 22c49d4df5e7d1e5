import "server-only";
import { prisma } from "@/lib/db/client";
import type { MailInput, MailProvider } from "./provider";
import { selectMailProvider } from "./select-provider";

let cached: MailProvider | undefined;
const provider = () => (cached ??= selectMailProvider());

/** Hands the mail to the transport, then keeps it in MailMessage (support's view of what went out). */
export async function sendMail(mail: MailInput & { userId?: number }) {
  const transport = provider();
  await transport.send({ to: mail.to, subject: mail.subject, text: mail.text });
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
