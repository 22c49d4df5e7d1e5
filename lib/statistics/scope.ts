import "server-only";
// The tours a statistics call reads: all of the caller's (not deleted), or one of them (404 otherwise).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function statisticsScope(leaderId: number, tourId?: number): Promise<number[]> {
  if (tourId !== undefined) {
    const tour = await prisma.tour.findFirst({
      where: { id: tourId, leaderId, deletedAt: null },
      select: { id: true },
    });
    if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    return [tour.id];
  }
  const tours = await prisma.tour.findMany({ where: { leaderId, deletedAt: null }, select: { id: true } });
  return tours.map((t) => t.id);
}
