import type { SmsProvider } from "./provider";

/** Development transport: the text goes to the server log (SMS_SILENT=1 keeps tests quiet). */
export function createConsoleSmsProvider(
  options: { silent?: boolean; log?: (line: string) => void } = {},
): SmsProvider {
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    name: "console",
    async send({ to, text }) {
      if (!options.silent) log(`[sms] to ${to}: ${text}`);
    },
  };
}
