import "server-only";
// PUT /api/refunds/{refundId} (operator, accountant): the manual form — refNum, note, payDate
// (now when not given; a day after today or before the refund is refused) — completes an operator refund
// (complete-refund.ts).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { assertPayDate } from "./assert-pay-date";
import { completeRefund, type CompleteRefundInput } from "./complete-refund";
import { getRefundRow } from "./get-refund-row";

export async function completeOperatorRefund(caller: Caller, refundId: number, input: CompleteRefundInput) {
  await prisma.$transaction(
    async (tx) => {
      // A refund's creation time never changes: read before the lock completeRefund takes (absent: its 404).
      const made = await tx.refund.findUnique({ where: { id: refundId }, select: { createdAt: true } });
      if (made) assertPayDate(input.payDate, made.createdAt, new Date());
      return completeRefund(tx, refundId, caller.userId, input);
    },
    { maxWait: 20_000, timeout: 30_000 },
  );
  return getRefundRow(refundId);
}
