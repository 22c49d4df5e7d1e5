import "server-only";
// PUT /api/refunds/{tourId}/refund/{refundId}: the tour's leader settles a pending refund with the
// buyer themselves (paid to the buyer's card outside the platform) and records the bank reference.
// The amount held for the buyer in RefundsPayable is then the leader's: it returns to the leader's
// wallet (OwnerAmountFromRefund, once per refund), and the refund is ProcessedByTourLeader. The
// refund row is locked and its state checked, so the leader and an operator cannot both pay it.
import { prisma } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { refundsPayable, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { assertPayDate } from "@/lib/refunds/assert-pay-date";
import { REPORT_MESSAGES as M } from "./messages";

export async function settleRefundByLeader(
  leaderId: number,
  tourId: number,
  refundId: number,
  body: { refNum: string; note?: string; payDate?: Date },
) {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      { id: number; state: string; returnedAmount: bigint; autoRefundStatus: string | null; createdAt: Date }[]
    >`
      SELECT r.id, r.state::text AS state, r."returnedAmount", r."autoRefundStatus", r."createdAt" FROM "Refund" r JOIN "Tour" t ON t.id = r."tourId"
      WHERE r.id = ${refundId} AND r."tourId" = ${tourId} AND t."leaderId" = ${leaderId} AND t."deletedAt" IS NULL AND r."deletedAt" IS NULL
      FOR UPDATE OF r`;
    const refund = rows[0];
    if (!refund) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    if (refund.state !== "OperatorPending" && refund.state !== "TourLeaderPending")
      throw unprocessable(M.refundDone, "refund_already_processed");
    // An operator's automatic refund through the gateway is under way (lib/refunds/auto-refund.ts).
    if (refund.autoRefundStatus && refund.autoRefundStatus !== "Failed")
      throw conflict(M.refundAutoInProgress, "auto_refund_in_progress");
    const now = new Date();
    assertPayDate(body.payDate, refund.createdAt, now);
    if (refund.returnedAmount > 0n) {
      await postTransaction(tx, {
        type: "OwnerAmountFromRefund",
        idempotencyKey: `refund:${refundId}:leader-paid`,
        description: `استرداد ${refundId} توسط برگزارکننده پرداخت شد (شماره پیگیری ${body.refNum})`,
        entries: [
          { account: refundsPayable, amount: -refund.returnedAmount },
          { account: wallet(leaderId), amount: refund.returnedAmount },
        ],
      });
    }
    const updated = await tx.refund.update({
      where: { id: refundId },
      data: {
        state: "ProcessedByTourLeader",
        refNum: body.refNum,
        note: body.note ?? null,
        payDate: body.payDate ?? now,
      },
      select: { id: true, state: true, refNum: true, note: true, payDate: true, returnedAmount: true },
    });
    return updated;
  });
}
