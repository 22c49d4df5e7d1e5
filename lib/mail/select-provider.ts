import { createConsoleMailProvider } from "./console-provider";
import type { MailProvider } from "./provider";

/** The transport named by MAIL_PROVIDER (console by default; SMS_SILENT=1 or MAIL_SILENT=1 quiets it). */
export function selectMailProvider(source: Record<string, string | undefined> = process.env): MailProvider {
  const name = (source.MAIL_PROVIDER ?? "console").toLowerCase();
  if (name === "console") return createConsoleMailProvider({ silent: source.SMS_SILENT === "1" || source.MAIL_SILENT === "1" });
  throw new Error(`unknown MAIL_PROVIDER "${name}" (only console is available)`);
}
