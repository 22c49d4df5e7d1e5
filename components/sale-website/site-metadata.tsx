// schema.org JSON-LD of a sale website's tours (the titles, Open Graph tags and the JSON-LD script
// element are components/sale-website/page-metadata.tsx, shared with the Pages Router's tour page).
// No server-only marker: a site's home (a Pages Router page, site-home-route.tsx) uses it too.
import type { SiteTourCard } from "@/lib/websites/get-public-site";

/** A tour as a schema.org TouristTrip with an offer (price in IRR is not used: toman as the spec's currency). */
export function tourJsonLd(tour: SiteTourCard, origin: string, brand: string) {
  const url = `${origin}/${tour.leaderId}/tour/${tour.id}`;
  return {
    "@type": "TouristTrip",
    name: tour.title,
    description: tour.description ?? undefined,
    url,
    image: tour.photo ? new URL(tour.photo, origin).toString() : undefined,
    provider: { "@type": "Organization", name: brand },
    ...(tour.startTime ? { startDate: tour.startTime, endDate: tour.endTime ?? undefined } : {}),
    offers:
      tour.price !== null
        ? {
            "@type": "Offer",
            price: tour.price,
            priceCurrency: "IRT",
            url,
            availability: tour.registrationOpen ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
          }
        : undefined,
  };
}
