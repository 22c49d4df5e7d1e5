import "server-only";
// DELETE /api/refunds/delete/{refundId} (operator, accountant): the refund will not be paid through
// the platform (a duplicate, settled in person, waived by the traveller). Only an unpaid one with no
// automatic refund under way. Its RefundCancellation posting is reversed exactly (`refund:<id>:deleted`),
// so the money returns to whoever gave it back (leader, seller, platform); the tickets stay
// cancelled; the record stays (deletedAt) and leaves the lists. Audited.
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { lockRefund } from "./lock-refund";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

export async function deleteRefund(caller: Caller, refundId: number, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    const open = refund.state === "OperatorPending" || refund.state === "TourLeaderPending";
    if (
      !open ||
      refund.autoRefundStatus === "InProgress" ||
      refund.autoRefundStatus === "Done" ||
      refund.autoRefundStatus === "Requesting"
    ) {
      throw unprocessable(M.notDeletable, "refund_not_deletable");
    }
    const posted = await tx.ledgerTransaction.findUnique({
      where: { idempotencyKey: `refund:${refundId}` },
      include: { entries: { include: { account: { select: { kind: true, userId: true } } } } },
    });
    if (posted?.entries.length) {
      await postTransaction(tx, {
        type: "RefundCancellation",
        idempotencyKey: `refund:${refundId}:deleted`,
        description: `حذف استرداد بلیت ${refund.reservation.trackingId}`,
        entries: posted.entries.map((e) => ({
          account: { kind: e.account.kind, userId: e.account.userId },
          amount: -e.amount,
        })),
      });
    }
    await tx.refund.update({ where: { id: refundId }, data: { deletedAt: now, deletedById: caller.userId } });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "refund.delete",
      entityType: "Refund",
      entityId: refundId,
      targetUserId: refund.tour.leaderId,
      before: { state: refund.state, returnedAmount: refund.returnedAmount, trackingId: refund.reservation.trackingId },
    });
    return { success: true, id: refundId };
  });
}
