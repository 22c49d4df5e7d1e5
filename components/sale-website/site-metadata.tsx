import "server-only";
// Titles, descriptions, Open Graph, canonical URLs and schema.org JSON-LD of the site's pages, so
// links shared in Telegram, WhatsApp and Instagram show a preview and search engines list the tours.
import type { Metadata } from "next";
import type { SiteTourCard } from "@/lib/websites/get-public-site";

interface SeoInput {
  origin: string;
  path: string;
  title: string;
  description: string;
  siteName: string;
  image?: string | null;
}

export function pageMetadata({ origin, path, title, description, siteName, image }: SeoInput): Metadata {
  const url = `${origin}${path}`;
  const images = image ? [{ url: new URL(image, origin).toString() }] : undefined;
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical: url },
    openGraph: { type: "website", locale: "fa_IR", url, title, description, siteName, images },
    twitter: { card: images ? "summary_large_image" : "summary", title, description, images: images?.map((i) => i.url) },
  };
}

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

export function JsonLd({ data }: { data: unknown }) {
  // "<" escaped so the owner's texts cannot close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...(data as object) }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
