import "server-only";
// PUT /api/refunds/{refundId} (operator, accountant): the manual form — refNum, note, payDate
// (now when not given; a day after today or before the refund is refused) — completes an operator refund
// (complete-refund.ts), under the refund's row lock, unless the gateway is refunding it.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { assertPayDate } from "./assert-pay-date";
import { completeRefund, type CompleteRefundInput } from "./complete-refund";
import { getRefundRow } from "./get-refund-row";
import { lockRefund } from "./lock-refund";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

export async function completeOperatorRefund(caller: Caller, refundId: number, input: CompleteRefundInput) {
  await prisma.$transaction(
    async (tx) => {
      const refund = await lockRefund(tx, refundId);
      // An automatic refund claimed or under way (auto-refund.ts) is sending the money through the gateway: a
      // hand-made payment beside it would pay the traveller twice. Only a failed one leaves the manual form.
      if (refund.autoRefundStatus && refund.autoRefundStatus !== "Failed" && refund.state === "OperatorPending")
        throw conflict(M.autoInProgress, "auto_refund_in_progress");
      assertPayDate(input.payDate, refund.createdAt, new Date());
      return completeRefund(tx, refund, caller.userId, input);
    },
    { maxWait: 20_000, timeout: 30_000 },
  );
  return getRefundRow(refundId);
}
