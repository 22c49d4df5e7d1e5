import "server-only";
// The public tour page's content, shared by the platform's /{leaderId}/tour/{tourId} and the same
// path under a sale website's host (DESIGN.md §7: one component, not copies). `jsonLdOrigin`
// names the origin of the schema.org data; a site page writes its own, and has its own footer.
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/sale-website/site-metadata";
import { getVoteSummary } from "@/lib/votes/vote-summary";
import { loadLeaderOpenTours, loadPublicTour, parseId } from "@/lib/tours/load-public-tour";
import { publicTourJsonLd } from "./tour-json-ld";
import { TourPage } from "./tour-page";

export async function TourPageBody({ leaderId, tourId, jsonLdOrigin, onSite = false }: { leaderId: string; tourId: string; jsonLdOrigin?: string; onSite?: boolean }) {
  const id = parseId(tourId);
  if (!id) notFound();
  // Read alongside the tour rather than after it. VoteSummary awaits it; the catch only keeps a
  // 404 of the tour from leaving a failed read unhandled.
  const votes = getVoteSummary(id);
  votes.catch(() => {});
  // The leader's other tours are read alongside the tour; loadPublicTour 404s a wrong leader id.
  const [tour, otherTours] = await Promise.all([loadPublicTour(leaderId, tourId), loadLeaderOpenTours(parseId(leaderId) ?? 0, id)]);
  return (
    <>
      <TourPage tour={tour} votes={votes} otherTours={otherTours} leaderFooter={!onSite} />
      {jsonLdOrigin && <JsonLd data={publicTourJsonLd(tour, jsonLdOrigin)} />}
    </>
  );
}
