import "server-only";
// PUT /api/refunds/{refundId} (operator, accountant): the manual form — refNum, note, payDate
// (now when not given) — completes an operator refund (complete-refund.ts).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { completeRefund, type CompleteRefundInput } from "./complete-refund";
import { getRefundRow } from "./get-refund-row";

export async function completeOperatorRefund(caller: Caller, refundId: number, input: CompleteRefundInput) {
  await prisma.$transaction((tx) => completeRefund(tx, refundId, caller.userId, input), {
    maxWait: 20_000,
    timeout: 30_000,
  });
  return getRefundRow(refundId);
}
