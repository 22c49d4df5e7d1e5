import "server-only";
// What the public tour page shows, for the platform's /{leaderId}/tour/{tourId} and the same path
// under a sale website's host: the tour (404 for a wrong id or leader), the leader's other open
// tours and the votes read alongside it. Plain data (no promise): the platform's page renders it
// with the Pages Router (pages/[leaderId]/tour/[tourId].tsx), which has no async components.
import { notFound } from "next/navigation";
import { getVoteSummary } from "@/lib/votes/vote-summary";
import { loadLeaderOpenTours, loadPublicTour, parseId } from "./load-public-tour";

export async function loadTourPage(leaderId: string, tourId: string) {
  const id = parseId(tourId);
  if (!id) notFound();
  const [tour, otherTours, votes] = await Promise.all([
    loadPublicTour(leaderId, tourId),
    loadLeaderOpenTours(parseId(leaderId) ?? 0, id),
    getVoteSummary(id),
  ]);
  return { tour, otherTours, votes };
}

export type TourPageData = Awaited<ReturnType<typeof loadTourPage>>;
