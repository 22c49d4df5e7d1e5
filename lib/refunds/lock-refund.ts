import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

/** Locks a (not deleted) refund row with what its completion needs; 404 when absent. */
export async function lockRefund(tx: Db, refundId: number) {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`select id from "Refund" where id = ${refundId} and "deletedAt" is null for update`;
  if (!rows.length) throw notFound(M.notFound, "refund_not_found");
  const refund = await tx.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: {
      tour: { select: { leaderId: true, title: true } },
      reservation: { select: { trackingId: true, buyerMobile: true, billId: true } },
    },
  });
  return refund;
}

/** A refund row read under its lock, as the completions take it. */
export type LockedRefund = Awaited<ReturnType<typeof lockRefund>>;

/** What the refund's own posting (`refund:<id>`) put into RefundsPayable (0 when it owed nothing through the platform). */
export async function owedThroughPlatform(tx: Db, refundId: number): Promise<bigint> {
  const sum = await tx.ledgerEntry.aggregate({
    where: { transaction: { idempotencyKey: `refund:${refundId}` }, account: { kind: "RefundsPayable" } },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0n;
}
