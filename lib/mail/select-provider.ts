import { env, parseEnv, type EnvSource } from "@/lib/config/env";
import { createConsoleMailProvider } from "./console-provider";
import type { MailProvider } from "./provider";

/** The transport named by MAIL_PROVIDER (console, the only one; SMS_SILENT=1 or MAIL_SILENT=1 quiets it). */
export function selectMailProvider(source?: EnvSource): MailProvider {
  const e = source ? parseEnv(source) : env;
  return createConsoleMailProvider({ silent: e.SMS_SILENT === "1" || e.MAIL_SILENT === "1" });
}
