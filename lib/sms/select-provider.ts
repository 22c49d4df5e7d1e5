import { env } from "@/lib/config/env";
import { createConsoleSmsProvider } from "./console-provider";
import { createKavenegarProvider } from "./kavenegar-provider";
import type { SmsProvider } from "./provider";

/** The transport named by SMS_PROVIDER (console by default). A misconfiguration fails loudly. */
export function selectSmsProvider(source: Record<string, string | undefined> = process.env): SmsProvider {
  const name = (source === process.env ? env.smsProvider : (source.SMS_PROVIDER ?? "console")).toLowerCase();
  if (name === "console") return createConsoleSmsProvider({ silent: source.SMS_SILENT === "1" });
  if (name === "kavenegar") {
    const apiKey = source.KAVENEGAR_API_KEY;
    if (!apiKey) throw new Error("SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY");
    return createKavenegarProvider({
      apiKey,
      sender: source.KAVENEGAR_SENDER || undefined,
      otpTemplate: source.KAVENEGAR_OTP_TEMPLATE || undefined,
    });
  }
  throw new Error(`unknown SMS_PROVIDER "${name}" (console or kavenegar)`);
}
