import { env, parseEnv, type EnvSource } from "@/lib/config/env";
import { createConsoleMailProvider } from "./console-provider";
import type { MailProvider } from "./provider";
import { createSmtpMailProvider } from "./smtp-provider";

/** The transport named by MAIL_PROVIDER: console (MAIL_SILENT=1 or SMS_SILENT=1 quiets it) or smtp (SMTP_URL, MAIL_FROM). */
export function selectMailProvider(source?: EnvSource): MailProvider {
  const e = source ? parseEnv(source) : env;
  if (e.MAIL_PROVIDER === "smtp") return createSmtpMailProvider({ url: e.SMTP_URL!, from: e.MAIL_FROM! });
  return createConsoleMailProvider({ silent: e.SMS_SILENT === "1" || e.MAIL_SILENT === "1" });
}
