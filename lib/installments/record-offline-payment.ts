import "server-only";
// POST /api/installments/{installmentId}/offline-payment: the leader received an installment in cash
// or by cheque. The amount must be the installment's own (a part paid in parts would leave a part of a
// part to track; the leader records the whole installment when it is whole). The money stayed with
// the leader, so the platform's commission of that part and the seller's share are charged to the
// leader's wallet (as for an offline ticket, OfflineSalesCommission), once per installment; the
// passengers' paid grows by the part, so a later refund is computed on it.
import { postSellerCommission } from "@/lib/affiliates/post-seller-commission";
import { prisma } from "@/lib/db/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { platformRevenue, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";
import { formatNumber } from "@/lib/format/number";
import { addToPassengers } from "./apply-installment-payment";
import { lockLeaderInstallment } from "./lock-leader-installment";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { leaderInstallmentView } from "./sale-view";
import type { OfflinePaymentInput } from "./schemas";

export async function recordOfflinePayment(
  leaderId: number,
  installmentId: number,
  input: OfflinePaymentInput,
  now = new Date(),
) {
  return prisma.$transaction(async (tx) => {
    const row = await lockLeaderInstallment(tx, leaderId, installmentId);
    if (row.status === "Paid") throw conflict(M.installmentPaid, "installment_paid");
    if (row.status === "Cancelled") throw unprocessable(M.installmentCancelled, "installment_cancelled");
    if (row.sequence === 0) throw unprocessable(M.downPaymentOffline, "installment_not_payable");
    const passengers = await tx.passenger.findMany({
      where: { reservationId: row.reservationId, status: { in: [...CONFIRMED_STATUSES] } },
      select: { id: true, totalPrice: true, discountPrice: true },
      orderBy: { id: "asc" },
    });
    if (!passengers.length) throw unprocessable(M.ticketNotActive, "installment_not_payable");
    if (BigInt(input.amount) !== row.amount)
      throw unprocessable(M.offlineAmount(formatNumber(row.amount)), "installment_amount_mismatch");
    if (input.paidAt > now) throw unprocessable(M.paidAtFuture, "installment_date_invalid");
    if (input.paidAt < row.reservation.createdAt)
      throw unprocessable(M.paidAtBeforePurchase, "installment_date_invalid");

    const paid = await tx.reservationInstallment.update({
      where: { id: row.id },
      data: {
        status: "Paid",
        paidAt: input.paidAt,
        paidVia: input.kind === "cash" ? "Cash" : "Cheque",
        offlineNote: input.note || null,
        recordedById: leaderId,
      },
    });
    await addToPassengers(tx, passengers, row);
    const r = row.reservation;
    if (row.commission > 0n)
      await postTransaction(tx, {
        type: "OfflineSalesCommission",
        idempotencyKey: `installment:${row.id}:offline`,
        description: `کارمزد قسط ${row.sequence.toLocaleString("fa-IR")} بلیت ${r.trackingId} (${r.tour.title}) دریافت‌شده به‌صورت حضوری`,
        entries: [
          { account: wallet(leaderId), amount: -row.commission },
          { account: platformRevenue, amount: row.commission },
        ],
      });
    if (r.sellerId && row.sellerShare > 0n)
      await postSellerCommission(tx, {
        billId: `installment-${row.id}`,
        leaderId,
        sellerId: r.sellerId,
        amount: row.sellerShare,
        description: `پورسانت قسط ${row.sequence.toLocaleString("fa-IR")} بلیت ${r.trackingId} (${r.tour.title})`,
      });
    return leaderInstallmentView(paid, now);
  });
}
