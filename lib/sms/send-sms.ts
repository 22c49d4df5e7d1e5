import "server-only";
import { prisma, type Db } from "@/lib/db/client";
import type { SmsMessageInput, SmsProvider } from "./provider";
import { selectSmsProvider } from "./select-provider";

let cached: SmsProvider | undefined;
const provider = () => (cached ??= selectSmsProvider());

/**
 * Records the message (support can see what went out; tests read codes from it), then hands it to
 * the provider. With `wait: false` the answer does not wait for the provider: a one-time code's
 * request then takes the same time whether or not an SMS is sent, and a slow gateway does not hold
 * the request; a delivery failure is logged.
 */
export async function sendSms(message: SmsMessageInput, options: { wait?: boolean; db?: Db } = {}) {
  const transport = provider();
  await (options.db ?? prisma).smsMessage.create({
    data: { mobile: message.to, text: message.text, provider: transport.name },
  });
  const delivery = transport.send(message);
  if (options.wait === false) {
    delivery.catch((error) => console.error("[sms] delivery failed", message.to, error));
    return;
  }
  await delivery;
}
