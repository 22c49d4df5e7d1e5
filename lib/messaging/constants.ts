// Figures of group SMS.

/** Messages handed to the provider per batch of the job. */
export const GROUP_SMS_BATCH = 100;

/** Toman charged to the leader per message: GROUP_SMS_PRICE_TOMAN, default 0 (the console provider costs nothing). */
export function groupSmsPrice(): bigint {
  const raw = process.env.GROUP_SMS_PRICE_TOMAN;
  return raw && /^\d+$/.test(raw) ? BigInt(raw) : 0n;
}
