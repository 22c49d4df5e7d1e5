// The public tour page: rendered on the server from the database; only the buy box, the photo
// gallery, the comments, the vote form and the view counter run in the browser. It reads no
// query string (an affiliate's ?sellerId= is checked by the buy box), so the rendered page is
// cached for a few seconds and expired at once by every edit of the tour (docs/decisions.md,
// "Public pages: speed").
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadLeaderOpenTours, loadPublicTour, parseId } from "@/components/tour-public/load-public-tour";
import { TourPage } from "@/components/tour-public/tour-page";
import { getVoteSummary } from "@/lib/votes/vote-summary";

/** Seconds the places left on the page may lag behind sales; the reservation call is the guard. */
export const revalidate = 10;

/** None at build time: each tour's page is rendered on its first request, then served from the cache. */
export function generateStaticParams(): { leaderId: string; tourId: string }[] {
  return [];
}

interface Props {
  params: Promise<{ leaderId: string; tourId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { leaderId, tourId } = await params;
  const tour = await loadPublicTour(leaderId, tourId);
  return { title: tour.title, description: tour.description?.slice(0, 160) ?? undefined };
}

export default async function PublicTourPage({ params }: Props) {
  const { leaderId, tourId } = await params;
  const id = parseId(tourId);
  if (!id) notFound();
  // Read alongside the tour rather than after it. VoteSummary awaits it; the catch only keeps a
  // 404 of the tour from leaving a failed read unhandled.
  const votes = getVoteSummary(id);
  votes.catch(() => {});
  // The leader's other tours are read alongside the tour; loadPublicTour 404s a wrong leader id.
  const [tour, otherTours] = await Promise.all([loadPublicTour(leaderId, tourId), loadLeaderOpenTours(parseId(leaderId) ?? 0, id)]);
  return <TourPage tour={tour} votes={votes} otherTours={otherTours} />;
}
