import { env, parseEnv, type EnvSource } from "@/lib/config/env";
import { createConsoleSmsProvider } from "./console-provider";
import { createKavenegarProvider } from "./kavenegar-provider";
import type { SmsProvider } from "./provider";

/** The transport named by SMS_PROVIDER (console by default). A misconfiguration fails loudly. */
export function selectSmsProvider(source?: EnvSource): SmsProvider {
  const e = source ? parseEnv(source) : env;
  if (e.SMS_PROVIDER === "kavenegar") {
    return createKavenegarProvider({
      apiKey: e.KAVENEGAR_API_KEY!, // parseEnv refuses kavenegar without a key
      sender: e.KAVENEGAR_SENDER,
      otpTemplate: e.KAVENEGAR_OTP_TEMPLATE,
    });
  }
  return createConsoleSmsProvider({ silent: e.SMS_SILENT === "1" });
}
