import "server-only";
// What the public tour page shows, for the platform's /{leaderId}/tour/{tourId} and the same path
// under a sale website's host: the tour (404 for a wrong id or leader), the leader's other open
// tours read alongside it, and the votes as a promise the page streams in (VoteSummary awaits it).
import { notFound } from "next/navigation";
import { getVoteSummary } from "@/lib/votes/vote-summary";
import { loadLeaderOpenTours, loadPublicTour, parseId } from "./load-public-tour";

export async function loadTourPage(leaderId: string, tourId: string) {
  const id = parseId(tourId);
  if (!id) notFound();
  // Read alongside the tour rather than after it; the catch only keeps a 404 of the tour from
  // leaving a failed read unhandled.
  const votes = getVoteSummary(id);
  votes.catch(() => {});
  const [tour, otherTours] = await Promise.all([loadPublicTour(leaderId, tourId), loadLeaderOpenTours(parseId(leaderId) ?? 0, id)]);
  return { tour, otherTours, votes };
}

export type TourPageData = Awaited<ReturnType<typeof loadTourPage>>;
