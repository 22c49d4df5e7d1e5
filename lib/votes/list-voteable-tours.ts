import "server-only";
// GET /api/tour/vote/{nationalId}: the tours this national id travelled on (a paid ticket on a
// session that has ended), newest first, and whether it has voted on each.
import { prisma } from "@/lib/db/client";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";

export async function listVoteableTours(nationalId: string, now = new Date()) {
  const tickets = await prisma.passenger.findMany({
    where: {
      nationalId,
      status: { in: [...CONFIRMED_STATUSES] },
      reservation: { session: { endTime: { lte: now } }, tour: { deletedAt: null } },
    },
    select: {
      reservation: {
        select: {
          tourId: true,
          tour: { select: { title: true, leaderId: true } },
          session: { select: { endTime: true } },
        },
      },
    },
    orderBy: { id: "desc" },
    take: 200,
  });
  const byTour = new Map<number, { tourId: number; tourTitle: string; leaderId: number; sessionEnd: Date }>();
  for (const { reservation: r } of tickets) {
    const seen = byTour.get(r.tourId);
    if (!seen || seen.sessionEnd < r.session.endTime)
      byTour.set(r.tourId, {
        tourId: r.tourId,
        tourTitle: r.tour.title,
        leaderId: r.tour.leaderId,
        sessionEnd: r.session.endTime,
      });
  }
  const votes = await prisma.tourVote.findMany({
    where: { nationalId, tourId: { in: [...byTour.keys()] } },
    select: { tourId: true },
  });
  const voted = new Set(votes.map((v) => v.tourId));
  return [...byTour.values()]
    .sort((a, b) => b.sessionEnd.getTime() - a.sessionEnd.getTime())
    .map((t) => ({ ...t, voted: voted.has(t.tourId) }));
}
