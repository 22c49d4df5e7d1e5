import "server-only";
// GET /api/installment-sales/{reservationId}/cancel: what the leader's cancellation would refund now,
// without writing anything (the cancel dialog shows it before the leader confirms). The same terms
// as the POST (installment-cancel-terms.ts), so the preview and the refund row agree on the day.
import { prisma } from "@/lib/db/client";
import { readInstallmentCancelTerms } from "./installment-cancel-terms";

export async function previewInstallmentCancel(leaderId: number, reservationId: number, now = new Date()) {
  const terms = await readInstallmentCancelTerms(prisma, leaderId, reservationId, { lock: false, now });
  const unpaid = terms.ticket.installments.filter((i) => i.status === "Due").reduce((sum, i) => sum + i.amount, 0n);
  return {
    trackingId: terms.ticket.trackingId,
    penaltyPercent: terms.percent,
    paidAmount: terms.paidAmount,
    penaltyAmount: terms.paidAmount - terms.split.refund,
    returnedAmount: terms.split.refund,
    unpaidAmount: unpaid,
  };
}
