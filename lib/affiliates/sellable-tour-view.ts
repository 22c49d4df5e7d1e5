import "server-only";
// One row of the affiliate's tour lists (affiliate-search and collaborations): the tour, its next
// session open for sale, places left, the seller's share per adult ticket after the platform's
// commission, and the leader's cap of the sellers' tickets. The sellers' sold tickets of the page's
// tours come from one grouped query, not one per tour.
import { env } from "@/lib/config/env";
import { prisma, type Prisma } from "@/lib/db/client";
import { commissionOn, sellerShareOn } from "@/lib/tours/commission";
import { tourPhotoUrl } from "@/lib/tours/photo-files";
import { placesLeft } from "@/lib/shared/places-left";

export function sellableTourSelect(now: Date) {
  return {
    id: true,
    title: true,
    tourType: true,
    leaderId: true,
    shareFromSalesToAffiliates: true,
    shareIsInPercent: true,
    maxSellCountFromCollaborators: true,
    leader: { select: { id: true, firstName: true, lastName: true, brand: true } },
    startCity: { select: { name: true } },
    tags: { select: { title: true }, orderBy: { id: "asc" } },
    photos: { where: { order: 1 }, select: { name: true } },
    sessions: {
      where: { endTime: { gt: now } },
      orderBy: { startTime: "asc" },
      select: {
        id: true,
        startTime: true,
        endTime: true,
        registrationEndTime: true,
        capacity: true,
        bookedCount: true,
        price: true,
      },
    },
  } satisfies Prisma.TourSelect;
}

type Row = Prisma.TourGetPayload<{ select: ReturnType<typeof sellableTourSelect> }>;

async function soldBySellers(tourIds: number[]): Promise<Map<number, number>> {
  if (!tourIds.length) return new Map();
  const rows = await prisma.$queryRaw<{ tourId: number; sold: bigint }[]>`
    SELECT r."tourId", count(*) AS sold FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
    WHERE r."tourId" = ANY(${tourIds}) AND r."sellerId" IS NOT NULL AND p."activeNationalKey" IS NOT NULL
    GROUP BY r."tourId"`;
  return new Map(rows.map((r) => [r.tourId, Number(r.sold)]));
}

export async function toSellableTours(
  rows: Row[],
  seller: { id: number; sellsOnCredit: boolean },
  collaboratingIds: Set<number>,
  now: Date,
) {
  const sellerId = seller.id;
  const sold = await soldBySellers(rows.map((r) => r.id));
  return rows.map((t) => {
    const open = t.sessions.filter((s) => (s.registrationEndTime ?? s.endTime) > now);
    const next = open[0] ?? null;
    const left = open.reduce((sum, s) => sum + placesLeft(s.capacity, s.bookedCount), 0);
    const terms = { share: t.shareFromSalesToAffiliates, inPercent: t.shareIsInPercent };
    const price = next?.price ?? 0n;
    const soldByCollaborators = sold.get(t.id) ?? 0;
    const tourUrl = new URL(`/${t.leaderId}/tour/${t.id}`, env.publicUrl).toString();
    return {
      id: t.id,
      title: t.title,
      tourType: t.tourType,
      photo: tourPhotoUrl(t.photos[0]?.name),
      startCity: t.startCity?.name ?? null,
      tags: t.tags.map((g) => g.title),
      leader: { id: t.leader.id, fullName: `${t.leader.firstName} ${t.leader.lastName}`, brand: t.leader.brand },
      nextSession: next
        ? {
            id: next.id,
            startTime: next.startTime.toISOString(),
            endTime: next.endTime.toISOString(),
            price: Number(next.price),
            placesLeft: placesLeft(next.capacity, next.bookedCount),
          }
        : null,
      placesLeft: left,
      share: {
        shareIsInPercent: t.shareIsInPercent,
        shareFromSalesToAffiliates: Number(t.shareFromSalesToAffiliates),
        sharePerAdultTicket: Number(sellerShareOn(price, commissionOn(price), terms)),
      },
      maxSellCountFromCollaborators: t.maxSellCountFromCollaborators,
      soldByCollaborators,
      collaboratorPlacesLeft:
        t.maxSellCountFromCollaborators === null
          ? null
          : Math.max(0, t.maxSellCountFromCollaborators - soldByCollaborators),
      isCollaborator: collaboratingIds.has(t.id),
      tourUrl,
      sellLink: `${tourUrl}?sellerId=${sellerId}`,
      sellsOnCredit: seller.sellsOnCredit,
    };
  });
}
