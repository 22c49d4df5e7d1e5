import "server-only";
// GET /api/Tour/{id}/sales-summary: the tour's money at a glance, all of it or one session.
// totalSale = what every ticket ever paid (paid now, or paid and later cancelled with a refund);
// onlineSale / offlineSale split it by whether the platform took the payment; affiliateCommision
// = the sellers' shares of tickets still paid; tourInventory = places left; refunds = toman owed
// back to buyers. Aggregates in SQL: one round trip for the sums.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { placesLeft } from "@/lib/shared/places-left";

interface Sums {
  online: bigint | null;
  offline: bigint | null;
  seller: bigint | null;
  sold: bigint | null;
}

export async function getSalesSummary(leaderId: number, tourId: number, sessionId?: number) {
  const tour = await prisma.tour.findFirst({ where: { id: tourId, leaderId, deletedAt: null }, select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const sessionFilter = sessionId ? { id: sessionId } : {};
  const sessions = await prisma.tourSession.findMany({
    where: { tourId, ...sessionFilter },
    select: { id: true, capacity: true, bookedCount: true },
  });
  if (sessionId && !sessions.length) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const ids = sessions.map((s) => s.id);
  const confirmed = [...CONFIRMED_STATUSES] as string[];
  const [sums] = await prisma.$queryRaw<Sums[]>`
    SELECT
      sum(p.paid) FILTER (WHERE r."paymentMethod" NOT IN ('Offline', 'OfflinePlusCommission'))::bigint AS online,
      sum(p.paid) FILTER (WHERE r."paymentMethod" IN ('Offline', 'OfflinePlusCommission'))::bigint AS offline,
      sum(p."sellerShare") FILTER (WHERE p.status::text = ANY(${confirmed}))::bigint AS seller,
      count(*) FILTER (WHERE p.status::text = ANY(${confirmed}))::bigint AS sold
    FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
    WHERE r."tourId" = ${tourId} AND p."sessionId" = ANY(${ids}::int[])
      AND (p.status::text = ANY(${confirmed}) OR (p.status = 'Cancelled' AND p."refundId" IS NOT NULL))`;
  const refunds = await prisma.refund.aggregate({
    where: { tourId, ...(sessionId ? { reservation: { sessionId } } : {}) },
    _sum: { returnedAmount: true },
    _count: true,
  });
  const online = sums?.online ?? 0n;
  const offline = sums?.offline ?? 0n;
  const capacity = sessions.reduce((s, x) => s + x.capacity, 0);
  const booked = sessions.reduce((s, x) => s + x.bookedCount, 0);
  return {
    totalSale: online + offline,
    onlineSale: online,
    offlineSale: offline,
    affiliateCommision: sums?.seller ?? 0n,
    tourInventory: placesLeft(capacity, booked),
    capacity,
    soldCount: Number(sums?.sold ?? 0n),
    refunds: refunds._sum.returnedAmount ?? 0n,
    refundCount: refunds._count,
  };
}
