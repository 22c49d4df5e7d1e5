// The public tour as schema.org data: a TouristTrip with one Offer per session a traveller can
// still pick (price in toman, availability from the places left), for search engines and the
// link previews of messengers.
// One builder for both hosts: `origin` is the tour's canonical origin.
import { tourImage, tourPath } from "./tour-metadata";
import type { PublicTour } from "./types";

export function publicTourJsonLd(tour: PublicTour, origin: string) {
  const url = `${origin}${tourPath(tour)}`;
  const photo = tourImage(tour);
  const upcoming = tour.sessions.filter((s) => Date.parse(s.endTime) > Date.now());
  return {
    "@type": "TouristTrip",
    name: tour.title,
    description: tour.description ?? undefined,
    url,
    image: photo ? new URL(photo, origin).toString() : undefined,
    provider: {
      "@type": "Organization",
      name: tour.leader.brand ?? tour.leader.fullName,
      url: `${origin}/${tour.leaderId}`,
    },
    ...(upcoming[0] ? { startDate: upcoming[0].startTime, endDate: upcoming[0].endTime } : {}),
    offers: upcoming.map((s) => ({
      "@type": "Offer",
      price: s.price,
      priceCurrency: "IRT",
      url,
      validThrough: s.registrationEndTime,
      availability: s.isRegistrable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    })),
  };
}
