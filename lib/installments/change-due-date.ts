import "server-only";
// PUT /api/installments/{installmentId}/due-date: the leader moves an unpaid installment's date (an
// extension, or earlier by agreement): it must be in the future and before the session starts. The
// plan's N days are the offer's rule; a date the leader agrees with the buyer may come closer. Its
// reminders are sent again for the new date.
import { prisma } from "@/lib/db/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { lockLeaderInstallment } from "./lock-leader-installment";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { leaderInstallmentView } from "./sale-view";

export async function changeDueDate(leaderId: number, installmentId: number, dueAt: Date, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const row = await lockLeaderInstallment(tx, leaderId, installmentId);
    if (row.status === "Paid") throw conflict(M.installmentPaid, "installment_paid");
    if (row.status === "Cancelled") throw unprocessable(M.installmentCancelled, "installment_cancelled");
    if (row.sequence === 0) throw unprocessable(M.downPaymentOffline, "installment_not_payable");
    if (dueAt <= now) throw unprocessable(M.dueAtPast, "installment_date_invalid");
    if (dueAt >= row.reservation.session.startTime)
      throw unprocessable(M.dueAtAfterDeparture, "installment_date_invalid");
    const moved = await tx.reservationInstallment.update({ where: { id: row.id }, data: { dueAt } });
    await tx.installmentReminder.deleteMany({ where: { installmentId: row.id } });
    return leaderInstallmentView(moved, now);
  });
}
