import "server-only";
// A ticket is a reservation found by the buyer's mobile AND its tracking id: with either wrong it
// does not exist (404), so one cannot probe tracking ids or mobiles.
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { normalizeTrackingId } from "./tracking-id";
import { normalizeMobile } from "@/lib/validation/fields";

export const TICKET_NOT_FOUND = "بلیتی با این شماره موبایل و کد پیگیری یافت نشد.";

export const ticketInclude = {
  tour: {
    select: {
      id: true,
      title: true,
      leaderId: true,
      tourType: true,
      startPlaceText: true,
      ticketNote: true,
      status: true,
      leader: { select: { brand: true, firstName: true, lastName: true, mobile: true } },
      refundRules: { select: { daysBefore: true, penaltyPercent: true } },
    },
  },
  session: { select: { id: true, startTime: true, endTime: true } },
  passengers: { orderBy: { id: "asc" as const }, include: { extraItems: { orderBy: { id: "asc" as const } } } },
  bill: { include: { payments: { orderBy: { id: "desc" as const }, take: 1 } } },
  refunds: {
    orderBy: { id: "asc" as const },
    include: { passengers: { select: { firstName: true, lastName: true, mobile: true } } },
  },
  installments: {
    orderBy: { sequence: "asc" as const },
    select: { id: true, sequence: true, amount: true, dueAt: true, status: true, paidAt: true },
  },
} as const;

export async function findTicket(mobile: string, trackingId: string, db: Db = prisma) {
  const canonical = normalizeMobile(mobile);
  if (!canonical) throw notFound(TICKET_NOT_FOUND, "ticket_not_found");
  const reservation = await db.reservation.findFirst({
    where: { trackingId: normalizeTrackingId(trackingId), buyerMobile: canonical },
    include: ticketInclude,
  });
  if (!reservation) throw notFound(TICKET_NOT_FOUND, "ticket_not_found");
  return reservation;
}

export type TicketRecord = Awaited<ReturnType<typeof findTicket>>;
