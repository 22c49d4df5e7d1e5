import "server-only";
// Paid (or leader-entered) tickets per tour, for a page of the tour list: one grouped query.
import { prisma } from "@/lib/db/client";

const PAID = ["ConfirmedPayment", "ConfirmedCard2CardPayment", "ConfirmedCreditPayment", "OfflinePayment"];

export async function countPaidTickets(tourIds: number[]): Promise<Map<number, number>> {
  if (!tourIds.length) return new Map();
  const rows = await prisma.$queryRaw<{ tourId: number; n: bigint }[]>`
    SELECT r."tourId", count(*)::bigint AS n FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
    WHERE r."tourId" = ANY(${tourIds}::int[]) AND p.status::text = ANY(${PAID})
    GROUP BY r."tourId"`;
  return new Map(rows.map((r) => [r.tourId, Number(r.n)]));
}
