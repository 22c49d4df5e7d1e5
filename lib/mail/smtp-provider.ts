import nodemailer from "nodemailer";
import type { MailProvider } from "./provider";

/** Longest waits (ms) for a mail server: a request that sends a mail holds its caller this long at most. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * Sends through an SMTP server (SMTP_URL). One connection per mail: verification mails are rare, and a
 * pool would keep sockets open on every instance for nothing. A refusal or an unreachable server rejects.
 */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(options.url, { ...SMTP_TIMEOUTS, from: options.from });
  return {
    name: "smtp",
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
  };
}
