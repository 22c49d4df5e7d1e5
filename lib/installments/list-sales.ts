import "server-only";
// GET /api/installment-sales: the leader's tickets sold in installments whose down payment was paid,
// newest first, filtered by tour and state, with the sums paid and outstanding of every matching sale.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { leaderInstallmentView, saleState, WEEK_MS } from "./sale-view";
import type { SaleState } from "./schemas";

export interface SalesFilter {
  TourId?: number;
  State?: SaleState;
}

export function salesWhere(leaderId: number, f: SalesFilter, now: Date): Prisma.ReservationWhereInput {
  const week = new Date(now.getTime() + WEEK_MS);
  const due = (before: Date) => ({ some: { status: "Due" as const, dueAt: { lt: before } } });
  const state: Record<SaleState, Prisma.ReservationWhereInput> = {
    cancelled: { installments: { some: { status: "Cancelled" } } },
    paidOff: { installments: { every: { status: "Paid" } } },
    overdue: { AND: [{ installments: { none: { status: "Cancelled" } } }, { installments: due(now) }] },
    dueThisWeek: {
      AND: [
        { installments: { none: { status: "Cancelled" } } },
        { installments: { none: { status: "Due", dueAt: { lt: now } } } },
        { installments: due(week) },
      ],
    },
    onSchedule: {
      AND: [
        { installments: { none: { status: "Cancelled" } } },
        { installments: { none: { status: "Due", dueAt: { lt: week } } } },
        { installments: { some: { status: "Due" } } },
      ],
    },
  };
  return {
    installmentPlanId: { not: null },
    tour: { leaderId },
    ...(f.TourId ? { tourId: f.TourId } : {}),
    installments: { some: { sequence: 0, status: "Paid" } },
    ...(f.State ? state[f.State] : {}),
  };
}

export const saleInclude = {
  installments: { orderBy: { sequence: "asc" } },
  installmentPlan: { select: { name: true } },
  tour: { select: { title: true } },
  session: { select: { startTime: true } },
  passengers: { select: { firstName: true, lastName: true }, orderBy: { id: "asc" }, take: 1 },
} satisfies Prisma.ReservationInclude;

type SaleRow = Prisma.ReservationGetPayload<{ include: typeof saleInclude }>;

const total = (rows: { amount: bigint }[]) => rows.reduce((s, r) => s + r.amount, 0n);

export function saleView(r: SaleRow, now: Date) {
  const buyer = r.passengers[0];
  return {
    reservationId: r.id,
    trackingId: r.trackingId,
    tourId: r.tourId,
    tourTitle: r.tour.title,
    sessionId: r.sessionId,
    sessionStart: r.session.startTime,
    buyerName: buyer ? `${buyer.firstName} ${buyer.lastName}` : "",
    mobile: r.buyerMobile,
    planName: r.installmentPlan?.name ?? "",
    total: total(r.installments.filter((i) => i.status !== "Cancelled")),
    paid: total(r.installments.filter((i) => i.status === "Paid")),
    outstanding: total(r.installments.filter((i) => i.status === "Due")),
    state: saleState(r.installments, now),
    installments: r.installments.map((i) => leaderInstallmentView(i, now)),
  };
}

export async function listSales(
  leaderId: number,
  query: SalesFilter & { Page: number; PageSize: number },
  now = new Date(),
) {
  const where = salesWhere(leaderId, query, now);
  const [rows, count, paid, outstanding] = await Promise.all([
    prisma.reservation.findMany({ where, include: saleInclude, orderBy: { id: "desc" }, ...pageWindow(query) }),
    prisma.reservation.count({ where }),
    prisma.reservationInstallment.aggregate({ where: { status: "Paid", reservation: where }, _sum: { amount: true } }),
    prisma.reservationInstallment.aggregate({ where: { status: "Due", reservation: where }, _sum: { amount: true } }),
  ]);
  return {
    ...toPaged(
      rows.map((r) => saleView(r, now)),
      count,
      query.PageSize,
    ),
    sums: { paid: paid._sum.amount ?? 0n, outstanding: outstanding._sum.amount ?? 0n },
  };
}
