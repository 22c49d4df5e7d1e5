import "server-only";
// POST /api/Tour/{tourId}/Tags and DELETE /api/Tour/{tourId}/Tags/{tag}.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { withOwnedTour } from "./access";

async function tagList(tourId: number) {
  const tags = await prisma.tourTag.findMany({ where: { tourId }, orderBy: { id: "asc" }, select: { title: true } });
  return { tags: tags.map((t) => t.title) };
}

/** Adds tags; ones the tour already has are kept once. */
export async function addTourTags(leaderId: number, tourId: number, tags: string[]) {
  await withOwnedTour(leaderId, tourId, (tx) =>
    tx.tourTag.createMany({ data: tags.map((title) => ({ tourId, title })), skipDuplicates: true }),
  );
  return tagList(tourId);
}

export async function removeTourTag(leaderId: number, tourId: number, tag: string) {
  await withOwnedTour(leaderId, tourId, async (tx) => {
    const { count } = await tx.tourTag.deleteMany({ where: { tourId, title: tag.trim() } });
    if (!count) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  });
  return tagList(tourId);
}
