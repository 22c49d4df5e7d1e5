import { tourPhotoUrl } from "@/lib/tours/photo-files";

interface Row {
  logbookText: string;
  previousPassengersCount: number;
  previousToursCount: number;
  embeddedVideoTitle: string | null;
  embeddedVideoLocation: string | null;
  photoName: string | null;
}

/** A tour's logbook as the calls answer it; an unwritten one is empty. */
export function logbookView(tourId: number, row: Row | null) {
  return {
    tourId,
    logbookText: row?.logbookText ?? "",
    previousPassengersCount: row?.previousPassengersCount ?? 0,
    previousToursCount: row?.previousToursCount ?? 0,
    embeddedVideoTitle: row?.embeddedVideoTitle ?? null,
    embeddedVideoLocation: row?.embeddedVideoLocation ?? null,
    photoName: row?.photoName ?? null,
    photo: tourPhotoUrl(row?.photoName),
  };
}
