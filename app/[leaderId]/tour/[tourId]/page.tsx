// The public tour page: rendered on the server from the database; only the buy box, the photo
// gallery, the comments, the vote form and the view counter run in the browser. It reads no
// query string (an affiliate's ?sellerId= is checked by the buy box), so the rendered page is
// cached for a few seconds and expired at once by every edit of the tour (docs/decisions.md,
// "Public pages: speed"). Its title, description, Open Graph and Twitter tags (with the first
// photo) and canonical URL make a shared link show a preview.
import type { Metadata } from "next";
import { pageMetadata } from "@/components/sale-website/site-metadata";
import { loadPublicTour } from "@/lib/tours/load-public-tour";
import { TourPageBody } from "@/components/tour-public/tour-page-body";
import { loadTourPage } from "@/lib/tours/load-tour-page";
import { env } from "@/lib/config/env";

/** Seconds the places left on the page may lag behind sales; the reservation call is the guard. */
export const revalidate = 10;

/** None at build time: each tour's page is rendered on its first request, then served from the cache. */
export function generateStaticParams(): { leaderId: string; tourId: string }[] {
  return [];
}

interface Props {
  params: Promise<{ leaderId: string; tourId: string }>;
}

const platformOrigin = () => env.publicUrl.replace(/\/+$/, "");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { leaderId, tourId } = await params;
  const tour = await loadPublicTour(leaderId, tourId);
  return pageMetadata({
    origin: platformOrigin(),
    path: `/${tour.leaderId}/tour/${tour.id}`,
    title: tour.title,
    description: (tour.description ?? tour.title).slice(0, 160),
    siteName: "همسفر",
    image: tour.photos.find((p) => p.address)?.address ?? null,
  });
}

export default async function PublicTourPage({ params }: Props) {
  const { leaderId, tourId } = await params;
  return <TourPageBody data={await loadTourPage(leaderId, tourId)} jsonLdOrigin={platformOrigin()} />;
}
