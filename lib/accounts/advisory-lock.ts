import type { Db } from "@/lib/db/client";

/**
 * Serialises transactions that check-then-insert on the same key (rate limits): the lock is held
 * until the surrounding transaction ends, so a second request sees the first one's row.
 */
export async function lockKey(tx: Db, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}
