// The tour page's head and schema.org data, one rule for both hosts (the platform's and a sale
// website's): the canonical URL on the tour's one canonical origin (the leader's active sale website,
// else the platform; lib/public-pages/tour-page.ts), the site's name (the
// platform's, or the site's brand), and one photo rule for Open Graph and JSON-LD alike; without a photo, the
// tour's share card (lib/share-cards).
import { pageMetadata } from "@/components/sale-website/page-metadata";
import { shareCardUrl } from "@/lib/share-cards/share-card-url";
import { tourShareCard } from "@/lib/share-cards/tour-share-card";
import type { PublicTour } from "./types";

/** The tour's picture for link previews and search engines: its first photo that has a file. */
export const tourImage = (tour: Pick<PublicTour, "photos">): string | null =>
  tour.photos.find((p) => p.address)?.address ?? null;

export const tourPath = (tour: Pick<PublicTour, "leaderId" | "id">) => `/${tour.leaderId}/tour/${tour.id}`;

export function tourPageMetadata(tour: PublicTour, origin: string, siteName: string) {
  return pageMetadata({
    origin,
    path: tourPath(tour),
    title: tour.title,
    description: (tour.description ?? tour.title).slice(0, 160),
    siteName,
    image: tourImage(tour),
    card: shareCardUrl("tour", tour.id, tourShareCard(tour)),
  });
}
