// The public tour page: rendered on the server from the database; only the buy box, the photo
// gallery, the comments, the vote form and the view counter run in the browser.
import type { Metadata } from "next";
import { loadPublicTour } from "@/components/tour-public/load-public-tour";
import { TourPage } from "@/components/tour-public/tour-page";

interface Props {
  params: Promise<{ leaderId: string; tourId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ leaderId, tourId }, query] = await Promise.all([params, searchParams]);
  const tour = await loadPublicTour(leaderId, tourId, query.sellerId);
  return { title: tour.title, description: tour.description?.slice(0, 160) ?? undefined };
}

export default async function PublicTourPage({ params, searchParams }: Props) {
  const [{ leaderId, tourId }, query] = await Promise.all([params, searchParams]);
  const tour = await loadPublicTour(leaderId, tourId, query.sellerId);
  return <TourPage tour={tour} sellerId={tour.seller?.id ?? null} />;
}
