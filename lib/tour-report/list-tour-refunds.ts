import "server-only";
// GET /api/refunds/{tourId}: the refunds of the caller's tour, newest first, with the cancelled
// passengers (the leader's refunds tab of the report).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export const REFUND_STATE_TITLES: Record<string, string> = {
  TourLeaderPending: "در انتظار برگزارکننده",
  OperatorPending: "در انتظار پرداخت پلتفرم",
  ProcessedByTourLeader: "پرداخت‌شده توسط برگزارکننده",
  ProcessedByOperator: "پرداخت‌شده توسط پلتفرم",
};

export async function listTourRefunds(leaderId: number, tourId: number) {
  const tour = await prisma.tour.findFirst({ where: { id: tourId, leaderId, deletedAt: null }, select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const refunds = await prisma.refund.findMany({
    where: { tourId },
    orderBy: { id: "desc" },
    include: {
      reservation: { select: { trackingId: true, buyerMobile: true, sessionId: true } },
      passengers: { select: { id: true, firstName: true, lastName: true, mobile: true, paid: true } },
    },
  });
  return {
    refunds: refunds.map((r) => ({
      id: r.id,
      trackingId: r.reservation.trackingId,
      sessionId: r.reservation.sessionId,
      penaltyPercent: r.penaltyPercent,
      paidAmount: r.passengers.reduce((s, p) => s + p.paid, 0n),
      returnedAmount: r.returnedAmount,
      cardNumber: r.cardNumber,
      iban: r.iban,
      state: r.state,
      stateTitle: REFUND_STATE_TITLES[r.state],
      reason: r.reason,
      refNum: r.refNum,
      payDate: r.payDate,
      createdAt: r.createdAt,
      cancelledPassengers: r.passengers.map((p) => ({
        id: p.id,
        fullName: `${p.firstName} ${p.lastName}`,
        mobile: p.mobile,
      })),
    })),
  };
}
