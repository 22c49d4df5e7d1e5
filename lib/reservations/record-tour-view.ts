import "server-only";
// POST /api/tour/{tourId}/stats: a visit of the public tour page (by source and visitor uuid),
// the raw material of the leader's view statistics.
import { prisma } from "@/lib/db/client";
import type { SalesChannel } from "@/lib/db/generated/enums";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function recordTourView(tourId: number, input: { source: SalesChannel; uuid: string; userId?: number }) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, isDraft: false, deletedAt: null },
    select: { id: true },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  // userId is what the page says; it is kept only when such a user exists (it is not trusted for anything).
  const user = input.userId
    ? await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true } })
    : null;
  await prisma.tourView.create({
    data: { tourId, source: input.source, uuid: input.uuid, userId: user?.id ?? null },
    select: { id: true },
  });
  return { success: true };
}
