// The tour page, one implementation for both hosts: the platform's /{leaderId}/tour/{tourId}
// (pages/[leaderId]/tour/[tourId].tsx) and the same path under a sale website's host, which proxy.ts
// rewrites to pages/sites/[host]/[leaderId]/tour/[tourId].tsx. Both are Pages Router pages without
// Next's client runtime (docs/public-pages.md, "Speed and weight"); the interactive parts are
// hydrated by our islands script (tour-islands.tsx). The platform's page sits in the platform's
// shell; a site's in the site's frame with the owner's approved elements. One head
// (tour-metadata.ts), one JSON-LD (tour-json-ld.ts); an inactive site renders none of the owner's data.
import { InactiveSitePage } from "@/components/pages-router/inactive-site-page";
import { IslandsHead } from "@/components/pages-router/islands-head";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { JsonLd } from "@/components/sale-website/page-metadata";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { SiteFrame } from "@/components/sale-website/site-frame";
import type { TourPageProps } from "@/lib/public-pages/tour-page";
import { publicTourJsonLd } from "./tour-json-ld";
import { tourPageMetadata } from "./tour-metadata";
import { TourPage } from "./tour-page";

export function TourPageRoute(props: TourPageProps) {
  if (props.kind === "inactive") return <InactiveSitePage />;
  const { data, origin, siteName, site, script } = props;
  const body = (
    <>
      <TourPage tour={data.tour} votes={data.votes} otherTours={data.otherTours} leaderFrame={!site} />
      <JsonLd data={publicTourJsonLd(data.tour, origin)} />
    </>
  );
  return (
    <>
      <MetadataHead metadata={tourPageMetadata(data.tour, origin, siteName)} />
      <IslandsHead script={script} />
      {site ? (
        <SiteFrame frame={site.frame} islands>
          <OwnerScripts html={site.scripts.head} element="head" />
          {body}
          <OwnerScripts html={site.scripts.body} element="body" />
          <OwnerScripts html={site.scripts.footers} element="footers" />
        </SiteFrame>
      ) : (
        body
      )}
    </>
  );
}
