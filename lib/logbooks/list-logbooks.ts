import "server-only";
// GET /api/tour/logbooks: the caller's published tours with their logbooks, 9 a page; with
// OnlyCollabs the tours the caller collaborates on instead (read only).
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import type { z } from "@/lib/validation/z";
import { logbookView } from "./logbook-view";
import type { logbooksQuery } from "./schemas";

export async function listLogbooks(userId: number, q: z.output<typeof logbooksQuery>) {
  const where: Prisma.TourWhereInput = {
    isDraft: false,
    deletedAt: null,
    ...(q["Resource.OnlyCollabs"] ? { collaborators: { some: { userId } } } : { leaderId: userId }),
  };
  const [tours, total] = await Promise.all([
    prisma.tour.findMany({
      where,
      orderBy: [{ startTime: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      ...pageWindow(q),
      select: {
        id: true,
        title: true,
        startTime: true,
        endTime: true,
        visibility: true,
        logbook: true,
        photos: { select: { name: true, order: true }, orderBy: { order: "asc" } },
      },
    }),
    prisma.tour.count({ where }),
  ]);
  const result = tours.map((t) => ({
    id: t.id,
    title: t.title,
    startTime: t.startTime,
    endTime: t.endTime,
    visibility: t.visibility,
    photos: t.photos.map((p) => p.name),
    ...logbookView(t.id, t.logbook),
    hasLogbook: !!t.logbook,
  }));
  return toPaged(result, total, q.PageSize);
}
