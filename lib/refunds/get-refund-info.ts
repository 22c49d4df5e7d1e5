import "server-only";
// GET /api/refunds/RefundInfo/{refundId}: one refund with its passengers and amounts, for the
// tour's leader (another leader's refund is 404) and for operators and accountants.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function getRefundInfo(refundId: number, caller: Caller) {
  const refund = await prisma.refund.findFirst({
    where: { id: refundId, ...(caller.role === "Leader" ? { tour: { leaderId: caller.userId } } : {}) },
    include: {
      tour: { select: { id: true, title: true, leaderId: true } },
      reservation: {
        select: {
          trackingId: true,
          buyerMobile: true,
          sessionId: true,
          session: { select: { startTime: true, endTime: true } },
        },
      },
      passengers: { orderBy: { id: "asc" } },
    },
  });
  if (!refund) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return {
    id: refund.id,
    tourId: refund.tourId,
    tourTitle: refund.tour.title,
    trackingId: refund.reservation.trackingId,
    buyerMobile: refund.reservation.buyerMobile,
    sessionId: refund.reservation.sessionId,
    sessionStart: refund.reservation.session.startTime,
    penaltyPercent: refund.penaltyPercent,
    returnedAmount: refund.returnedAmount,
    paidAmount: refund.passengers.reduce((s, p) => s + p.paid, 0n),
    penaltyAmount: refund.passengers.reduce((s, p) => s + p.paid, 0n) - refund.returnedAmount,
    cardNumber: refund.cardNumber,
    iban: refund.iban,
    accountHolder: refund.accountHolder,
    state: refund.state,
    reason: refund.reason,
    refNum: refund.refNum,
    note: refund.note,
    payDate: refund.payDate,
    createdAt: refund.createdAt,
    cancelledPassengers: refund.passengers.map((p) => ({
      id: p.id,
      fullName: `${p.firstName} ${p.lastName}`,
      mobile: p.mobile,
      nationalId: p.nationalId,
      paid: p.paid,
      cancelledAt: p.cancelledAt,
    })),
  };
}
