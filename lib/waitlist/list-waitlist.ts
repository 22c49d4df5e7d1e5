import "server-only";
// GET /api/tour/{tourId}/waitlist: the leader's view of each session's line, in order: who waits,
// who holds an offer and until when, who bought with it (tracking id) and whose offer lapsed.
import { prisma } from "@/lib/db/client";
import { assertOwnedTour } from "@/lib/tours/access";

export async function listWaitlist(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const sessions = await prisma.tourSession.findMany({
    where: { tourId },
    orderBy: { startTime: "asc" },
    select: {
      id: true,
      startTime: true,
      capacity: true,
      bookedCount: true,
      heldCount: true,
      waitlist: {
        where: { status: { not: "Removed" } },
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          id: true,
          mobile: true,
          places: true,
          status: true,
          createdAt: true,
          offeredAt: true,
          holdExpiresAt: true,
          claimedAt: true,
          trackingId: true,
        },
      },
    },
  });
  return { sessions: sessions.map(({ waitlist, ...s }) => ({ ...s, entries: waitlist })) };
}
