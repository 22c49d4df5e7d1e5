import "server-only";
// Completing a refund by an operator or accountant: the money has reached the traveller, with the
// bank's reference (PUT /api/refunds/{refundId}, or the automatic refund once the bank says Done).
// OperatorPending → ProcessedByOperator; what the refund put into RefundsPayable → PlatformCash.
// One keyed posting (`refund:<id>:paid`) under the refund's row lock, which the caller takes (lockRefund) and
// hands the row over: two completions at once move the money once (the second gets 409). A refund waiting for its
// leader (TourLeaderPending) is the leader's to settle (lib/tour-report/settle-refund-by-leader.ts). The traveller gets an
// SMS; the action is audited.
import { recordAudit } from "@/lib/audit/record-audit";
import type { Db } from "@/lib/db/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { platformCash, refundsPayable } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { sendSms } from "@/lib/sms/send-sms";
import { owedThroughPlatform, type LockedRefund } from "./lock-refund";
import { REFUND_OFFICE_MESSAGES as M, refundPaidSms } from "./messages";

export interface CompleteRefundInput {
  refNum: string;
  note?: string | null;
  payDate?: Date | null;
}

export async function completeRefund(
  tx: Db,
  refund: LockedRefund,
  operatorId: number,
  input: CompleteRefundInput,
  now = new Date(),
) {
  const refundId = refund.id;
  if (refund.state === "ProcessedByOperator" || refund.state === "ProcessedByTourLeader")
    throw conflict(M.alreadyProcessed, "refund_already_processed");
  if (refund.state === "TourLeaderPending") throw unprocessable(M.assignedToLeader, "refund_assigned_to_leader");

  const owed = await owedThroughPlatform(tx, refundId);
  if (owed > 0n) {
    await postTransaction(tx, {
      type: "RefundCancellation",
      idempotencyKey: `refund:${refundId}:paid`,
      description: `پرداخت استرداد بلیت ${refund.reservation.trackingId} (پیگیری ${input.refNum})`,
      entries: [
        { account: refundsPayable, amount: -owed },
        { account: platformCash, amount: owed },
      ],
    });
  }
  const updated = await tx.refund.update({
    where: { id: refundId },
    data: {
      state: "ProcessedByOperator",
      refNum: input.refNum,
      note: input.note ?? null,
      payDate: input.payDate ?? now,
      processedById: operatorId,
    },
  });
  await recordAudit(tx, {
    actorId: operatorId,
    action: "refund.complete",
    entityType: "Refund",
    entityId: refundId,
    targetUserId: refund.tour.leaderId,
    before: { state: refund.state },
    after: { state: updated.state, refNum: input.refNum, note: input.note ?? null, amount: refund.returnedAmount },
  });
  if (refund.returnedAmount > 0n) {
    await sendSms(
      {
        to: refund.reservation.buyerMobile,
        text: refundPaidSms(refund.returnedAmount, refund.reservation.trackingId, input.refNum),
      },
      { wait: false, db: tx },
    );
  }
  return updated;
}
