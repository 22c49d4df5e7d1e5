import "server-only";
// PUT /api/tour/{tourId}/logbook: writes the caller's tour's logbook; the site shows it at once.
import type { z } from "@/lib/validation/z";
import { withOwnedTour } from "@/lib/tours/access";
import { expireSiteOfLeader } from "@/lib/websites/site-cache";
import { logbookView } from "./logbook-view";
import type { logbookBodySchema } from "./schemas";

export async function saveLogbook(leaderId: number, tourId: number, input: z.output<typeof logbookBodySchema>) {
  const data = {
    logbookText: input.logbook,
    previousToursCount: input.pastToursCount,
    previousPassengersCount: input.previousPassengerCount,
    embeddedVideoTitle: input.embeddedVideoTitle,
    embeddedVideoLocation: input.embeddedVideoLocation,
  };
  const row = await withOwnedTour(
    leaderId,
    tourId,
    (tx) => tx.tourLogbook.upsert({ where: { tourId }, create: { tourId, ...data }, update: data }),
    { allowCancelled: true },
  );
  expireSiteOfLeader(leaderId);
  return logbookView(tourId, row);
}
