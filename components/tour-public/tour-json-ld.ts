// A tour as schema.org data: a TouristTrip with its offers (price in toman, availability), for search
// engines and the link previews of messengers. One builder of the type (`touristTripJsonLd`) for every
// page that lists a tour: the tour page (both hosts: one Offer per session a traveller can still pick)
// and the lists of a leader's tours (the leader page, a site's home: the tour's card, one Offer at its
// price). `origin` is the page's canonical origin.
import type { SiteTourCard } from "@/lib/websites/get-public-site";
import { tourImage, tourPath } from "./tour-metadata";
import type { PublicTour } from "./types";

interface TouristTrip {
  path: string;
  title: string;
  description: string | null;
  photo: string | null;
  provider: { name: string; path?: string };
  start?: { startDate: string; endDate?: string };
  offers: { price: number; validThrough?: string; available: boolean }[];
}

/** The one TouristTrip builder. */
function touristTripJsonLd(trip: TouristTrip, origin: string) {
  const url = `${origin}${trip.path}`;
  return {
    "@type": "TouristTrip",
    name: trip.title,
    description: trip.description ?? undefined,
    url,
    image: trip.photo ? new URL(trip.photo, origin).toString() : undefined,
    provider: {
      "@type": "Organization",
      name: trip.provider.name,
      ...(trip.provider.path ? { url: `${origin}${trip.provider.path}` } : {}),
    },
    ...(trip.start ?? {}),
    offers: trip.offers.map((offer) => ({
      "@type": "Offer",
      price: offer.price,
      priceCurrency: "IRT",
      url,
      ...(offer.validThrough ? { validThrough: offer.validThrough } : {}),
      availability: offer.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    })),
  };
}

/** The tour page's TouristTrip: one Offer per session that has not ended. */
export function publicTourJsonLd(tour: PublicTour, origin: string) {
  const upcoming = tour.sessions.filter((s) => Date.parse(s.endTime) > Date.now());
  return touristTripJsonLd(
    {
      path: tourPath(tour),
      title: tour.title,
      description: tour.description,
      photo: tourImage(tour),
      provider: { name: tour.leader.brand ?? tour.leader.fullName, path: `/${tour.leaderId}` },
      start: upcoming[0] ? { startDate: upcoming[0].startTime, endDate: upcoming[0].endTime } : undefined,
      offers: upcoming.map((s) => ({
        price: s.price,
        validThrough: s.registrationEndTime,
        available: s.isRegistrable,
      })),
    },
    origin,
  );
}

/** A listed tour's TouristTrip (its card on the leader page or a site's home): one Offer at the card's price. */
export function tourCardJsonLd(tour: SiteTourCard, origin: string, brand: string) {
  return touristTripJsonLd(
    {
      path: tourPath(tour),
      title: tour.title,
      description: tour.description,
      photo: tour.photo,
      provider: { name: brand },
      start: tour.startTime ? { startDate: tour.startTime, endDate: tour.endTime ?? undefined } : undefined,
      offers: tour.price !== null ? [{ price: tour.price, available: tour.registrationOpen }] : [],
    },
    origin,
  );
}
