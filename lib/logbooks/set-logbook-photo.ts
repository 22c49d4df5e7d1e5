import "server-only";
// POST /api/Tour/{tourId}/Photo/logbook: the spec gives a JSON body without its shape; here it
// names which of the tour's own photos illustrates the logbook (null clears it).
import { unprocessable } from "@/lib/http/errors";
import { withOwnedTour } from "@/lib/tours/access";
import { expireSiteOfLeader } from "@/lib/websites/site-cache";
import { logbookView } from "./logbook-view";
import { LOGBOOK_MESSAGES as M } from "./messages";

export async function setLogbookPhoto(leaderId: number, tourId: number, photoName: string | null) {
  const row = await withOwnedTour(
    leaderId,
    tourId,
    async (tx) => {
      if (photoName && !(await tx.tourPhoto.findFirst({ where: { tourId, name: photoName }, select: { id: true } }))) {
        throw unprocessable(M.photoNotOfTour, "photo_not_of_tour");
      }
      return tx.tourLogbook.upsert({
        where: { tourId },
        create: { tourId, logbookText: "", previousPassengersCount: 0, previousToursCount: 0, photoName },
        update: { photoName },
      });
    },
    { allowCancelled: true },
  );
  expireSiteOfLeader(leaderId);
  return logbookView(tourId, row);
}
