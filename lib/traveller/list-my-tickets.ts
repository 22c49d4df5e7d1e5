import "server-only";
// GET /api/my/tickets: every ticket bought with the signed-in traveller's mobile, across leaders and
// sites, newest departure first, paged in the database. Only the session's mobile is ever read: the
// query has no other input that names a buyer. A hold that was never paid (PaymentAbortedByUser) is
// not a ticket and is left out. A booking still waiting for its payment carries what resuming it
// needs (`unpaid`: the bill, and the gateway's address for an online one); releasing it is
// POST /api/tour/reservation/release/{billId} with this session. A paid ticket sold in installments
// carries its next unpaid installment with the signed pay link (`nextInstallment`; docs/installments.md).
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { installmentPayPath } from "@/lib/installments/pay-token";
import { paymentBillUrl } from "@/lib/payments/callback-url";
import { RESUMABLE_STATUSES } from "@/lib/reservations/find-unpaid-booking";
import { isConfirmed, STATUS_TITLES } from "@/lib/shared/ticket-statuses";

export function myTicketsWhere(mobile: string): Prisma.ReservationWhereInput {
  return { buyerMobile: mobile, status: { not: "PaymentAbortedByUser" } };
}

export async function listMyTickets(mobile: string, query: { Page: number; PageSize: number }, now = new Date()) {
  const where = myTicketsWhere(mobile);
  const [rows, total] = await Promise.all([
    prisma.reservation.findMany({
      where,
      orderBy: [{ session: { startTime: "desc" } }, { id: "desc" }],
      ...pageWindow(query),
      select: {
        trackingId: true,
        status: true,
        amount: true,
        createdAt: true,
        tour: {
          select: {
            id: true,
            title: true,
            leaderId: true,
            startPlaceText: true,
            leader: { select: { brand: true, firstName: true, lastName: true } },
          },
        },
        session: { select: { startTime: true, endTime: true } },
        passengers: { select: { status: true } },
        bill: {
          select: {
            id: true,
            status: true,
            method: true,
            expiresAt: true,
            // A reported card-to-card transfer waits for the operator: not offered to resume or release.
            _count: { select: { payments: { where: { status: "PendingConfirmation" } } } },
          },
        },
        installments: {
          where: { status: "Due", sequence: { gt: 0 } },
          orderBy: { sequence: "asc" },
          take: 1,
          select: { id: true, sequence: true, amount: true, dueAt: true },
        },
      },
    }),
    prisma.reservation.count({ where }),
  ]);
  return toPaged(
    rows.map((r) => ({
      trackingId: r.trackingId,
      status: r.status,
      statusTitle: STATUS_TITLES[r.status],
      amount: r.amount,
      createdAt: r.createdAt,
      tour: {
        id: r.tour.id,
        title: r.tour.title,
        leaderId: r.tour.leaderId,
        leaderBrand: r.tour.leader.brand || `${r.tour.leader.firstName} ${r.tour.leader.lastName}`,
        startPlaceText: r.tour.startPlaceText,
      },
      session: r.session,
      passengers: r.passengers.length,
      cancelledPassengers: r.passengers.filter((p) => p.status === "Cancelled").length,
      upcoming: r.session.startTime > now,
      unpaid: unpaidOf(r, now),
      nextInstallment: nextInstallmentOf(r, now),
    })),
    total,
    query.PageSize,
  );
}

function unpaidOf(
  r: {
    status: string;
    bill: { id: string; status: string; method: string; expiresAt: Date; _count: { payments: number } } | null;
  },
  now: Date,
) {
  const { bill } = r;
  const waiting = (RESUMABLE_STATUSES as readonly string[]).includes(r.status);
  if (!waiting || !bill || bill.status !== "Pending" || bill.expiresAt <= now || bill._count.payments) return null;
  return {
    billId: bill.id,
    expiresAt: bill.expiresAt,
    paymentUrl: bill.method === "Online" ? paymentBillUrl(bill.id) : null,
  };
}

function nextInstallmentOf(
  r: {
    status: Parameters<typeof isConfirmed>[0];
    installments: { id: number; sequence: number; amount: bigint; dueAt: Date }[];
  },
  now: Date,
) {
  const next = r.installments[0];
  if (!next || !isConfirmed(r.status)) return null;
  return { ...next, overdue: next.dueAt < now, payUrl: installmentPayPath(next.id) };
}
