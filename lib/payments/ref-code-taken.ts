import "server-only";
// A card-to-card bank reference names one transfer to the platform's card: it may pay one payment.
// The check runs under the code's advisory lock, held to the caller's commit: two payments of
// different bills (each under its own bill's lock) sending or confirming one code at once would
// otherwise both find no other and both take it — one transfer paying two bookings.
import type { Db } from "@/lib/db/client";
import { ADVISORY_LOCKS } from "@/lib/db/advisory-locks";
import type { PaymentStatus } from "@/lib/db/generated/enums";

export async function sameRefCodeElsewhere(
  tx: Db,
  paymentId: number,
  refCode: string,
  statuses: PaymentStatus[],
): Promise<boolean> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.c2cRefCode}::int, hashtext(${refCode}))`;
  const other = await tx.payment.findFirst({
    where: { method: "C2C", refCode, status: { in: statuses }, id: { not: paymentId } },
    select: { id: true },
  });
  return other !== null;
}
