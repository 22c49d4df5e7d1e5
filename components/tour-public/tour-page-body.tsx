// The public tour page's content, shared by the platform's /{leaderId}/tour/{tourId} and the same
// path under a sale website's host (DESIGN.md §7: one component, not copies); the route loads its
// data with loadTourPage (lib/tours/load-tour-page.ts). `jsonLdOrigin` names the origin of the
// schema.org data; a site page writes its own, and has its own footer. `islands` marks the
// interactive parts for the platform page's islands script (components/tour-public/island.tsx).
import { JsonLd } from "@/components/sale-website/page-metadata";
import type { TourPageData } from "@/lib/tours/load-tour-page";
import { publicTourJsonLd } from "./tour-json-ld";
import { TourPage } from "./tour-page";

export function TourPageBody({ data, jsonLdOrigin, onSite = false, islands = false }: { data: TourPageData; jsonLdOrigin?: string; onSite?: boolean; islands?: boolean }) {
  return (
    <>
      <TourPage tour={data.tour} votes={data.votes} otherTours={data.otherTours} leaderFooter={!onSite} islands={islands} />
      {jsonLdOrigin && <JsonLd data={publicTourJsonLd(data.tour, jsonLdOrigin)} />}
    </>
  );
}
