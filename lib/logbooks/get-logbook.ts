import "server-only";
// GET /api/tour/{tourId}/logbook: the caller's tour's logbook (another leader's tour is 404).
import { prisma } from "@/lib/db/client";
import { assertOwnedTour } from "@/lib/tours/access";
import { logbookView } from "./logbook-view";

export async function getLogbook(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  return logbookView(tourId, await prisma.tourLogbook.findUnique({ where: { tourId } }));
}
