// A refund as the back office lists it (GET /api/refunds and its export).
import type { Prisma } from "@/lib/db/client";

export const refundRowInclude = {
  tour: {
    select: { id: true, title: true, leader: { select: { id: true, firstName: true, lastName: true, mobile: true } } },
  },
  reservation: {
    select: { trackingId: true, buyerMobile: true, paymentMethod: true, bill: { select: { method: true } } },
  },
  passengers: { select: { firstName: true, lastName: true, mobile: true, paid: true }, orderBy: { id: "asc" } },
} as const satisfies Prisma.RefundInclude;

type RefundWithRow = Prisma.RefundGetPayload<{ include: typeof refundRowInclude }>;

export function refundRow(r: RefundWithRow) {
  return {
    id: r.id,
    tourId: r.tourId,
    tourTitle: r.tour.title,
    leader: {
      id: r.tour.leader.id,
      fullName: `${r.tour.leader.firstName} ${r.tour.leader.lastName}`,
      mobile: r.tour.leader.mobile,
    },
    trackingId: r.reservation.trackingId,
    buyerMobile: r.reservation.buyerMobile,
    paymentMethod: r.reservation.bill?.method ?? r.reservation.paymentMethod,
    penaltyPercent: r.penaltyPercent,
    paidAmount: r.passengers.reduce((s, p) => s + p.paid, 0n),
    returnedAmount: r.returnedAmount,
    cardNumber: r.cardNumber,
    iban: r.iban,
    accountHolder: r.accountHolder,
    // Unpaid with neither a card nor a sheba: the buyer was texted the link to give one (tell-refund-owed.ts).
    awaitingAccount: !r.cardNumber && !r.iban && (r.state === "OperatorPending" || r.state === "TourLeaderPending"),
    state: r.state,
    assignedToOperator: r.state === "OperatorPending" || r.state === "ProcessedByOperator",
    isPaid: r.state === "ProcessedByOperator" || r.state === "ProcessedByTourLeader",
    reason: r.reason,
    refNum: r.refNum,
    note: r.note,
    payDate: r.payDate,
    autoRefundStatus: r.autoRefundStatus,
    autoRefundId: r.autoRefundId,
    createdAt: r.createdAt,
    cancelledPassengers: r.passengers.map((p) => ({ fullName: `${p.firstName} ${p.lastName}`, mobile: p.mobile })),
  };
}
