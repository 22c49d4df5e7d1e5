import "server-only";
// POST /api/Tour/{tourId}/Collab/{collaboratorId}. A leader adds a colleague (a confirmed leader
// or affiliate, found with SearchUsers) to their own tour; another leader's tour is 404. An
// affiliate joins, with their own id, a tour that is open to them (affiliate-search); any other id
// is 403. Adding an existing collaborator changes nothing. Answers the tour's collaborators.
import type { Caller } from "@/lib/auth/caller";
import type { Db } from "@/lib/db/client";
import { prisma } from "@/lib/db/client";
import { forbidden, notFound, unprocessable } from "@/lib/http/errors";
import { withOwnedTour } from "@/lib/tours/access";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { AFFILIATE_MESSAGES as M } from "./messages";
import { sellableBy } from "./search-affiliate-tours";

async function collabsOf(db: Db, tourId: number) {
  const rows = await db.tourCollaborator.findMany({
    where: { tourId },
    orderBy: { id: "asc" },
    select: { user: { select: { id: true, firstName: true, lastName: true, brand: true } } },
  });
  return {
    tourId,
    collabs: rows.map((r) => ({ id: r.user.id, name: r.user.brand || `${r.user.firstName} ${r.user.lastName}` })),
  };
}

export async function addCollaborator(caller: Caller, tourId: number, collaboratorId: number, now = new Date()) {
  if (caller.role === "Affiliate") {
    if (collaboratorId !== caller.userId) throw forbidden(M.joinOnlySelf, "join_only_self");
    const tour = await prisma.tour.findFirst({
      where: { id: tourId, ...sellableBy(caller.userId, now) },
      select: { id: true },
    });
    if (!tour) throw notFound(M.tourNotFound, "tour_not_found");
    await prisma.tourCollaborator.createMany({ data: [{ tourId, userId: caller.userId }], skipDuplicates: true });
    expirePublicTourCache(publicTourTag(tourId));
    return collabsOf(prisma, tourId);
  }
  return withOwnedTour(caller.userId, tourId, async (tx) => {
    if (collaboratorId === caller.userId) throw unprocessable(M.collaboratorSelf, "collaborator_self");
    const user = await tx.user.findFirst({
      where: { id: collaboratorId, role: { in: ["Leader", "Affiliate"] }, isConfirmed: true, deletedAt: null },
      select: { id: true },
    });
    if (!user) throw unprocessable(M.collaboratorUnknown, "collaborator_unknown");
    await tx.tourCollaborator.createMany({ data: [{ tourId, userId: collaboratorId }], skipDuplicates: true });
    return collabsOf(tx, tourId);
  });
}
