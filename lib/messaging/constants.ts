// Figures of group SMS.
import { env } from "@/lib/config/env";

/** Messages handed to the provider per batch of the job. */
export const GROUP_SMS_BATCH = 100;

/** Toman charged to the leader per message: GROUP_SMS_PRICE_TOMAN, default 0 (the console provider costs nothing). */
export function groupSmsPrice(): bigint {
  return BigInt(env.GROUP_SMS_PRICE_TOMAN);
}
