// A sale website's home (pages/sites/[host]/index.tsx; proxy.ts rewrites <host>/ to /sites/<host>):
// the owner, the featured, upcoming and held tours, the link groups and the owner's approved elements,
// in the site's frame. A Pages Router page without Next's client runtime, served from the page cache
// as the tour page is (docs/sale-websites.md): its only script is the islands script, which runs the
// footer's buttons. The head comes from the metadata builder of the site's pages (page-metadata.tsx),
// the JSON-LD from the one TouristTrip builder (components/tour-public/tour-json-ld.ts).
import { InactiveSitePage } from "@/components/pages-router/inactive-site-page";
import { IslandsHead } from "@/components/pages-router/islands-head";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { pageTitle } from "@/lib/shared/brand";
import { leaderShareCard } from "@/lib/share-cards/leader-share-card";
import { shareCardUrl } from "@/lib/share-cards/share-card-url";
import type { SiteHomeProps } from "@/lib/public-pages/site-home";
import { LinkGroups } from "./link-groups";
import { OwnerTours } from "./owner-tours";
import { JsonLd, pageMetadata } from "./page-metadata";
import { SiteFrame } from "./site-frame";
import { SiteMain } from "./site-main";
import { tourCardJsonLd } from "@/components/tour-public/tour-json-ld";

export function SiteHomeRoute(props: SiteHomeProps) {
  if (props.kind === "inactive") return <InactiveSitePage />;
  const { site, origin, frame, script } = props;
  const { owner } = site;
  const seo = pageMetadata({
    origin,
    path: "",
    title: site.metaData.title,
    description: site.metaData.description,
    siteName: owner.brand,
    image: site.featuredTours[0]?.photo ?? site.futureTours[0]?.photo ?? owner.photo,
    card: shareCardUrl("leader", owner.id, leaderShareCard(site)),
    keywords: site.tags,
  });
  return (
    <>
      {/* The owner's own title for the home, under the platform's name. */}
      <MetadataHead metadata={{ ...seo, title: pageTitle(site.metaData.title) }} />
      <IslandsHead script={script} />
      <SiteFrame frame={frame} islands>
        <SiteMain scripts={site.scripts} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
          <OwnerTours
            owner={owner}
            featuredTours={site.featuredTours}
            futureTours={site.futureTours}
            previouslyHeldTours={site.previouslyHeldTours}
          />
          <LinkGroups groups={site.linkGroups} />
          <JsonLd
            data={{
              "@type": "ItemList",
              name: owner.brand,
              url: `${origin}/`,
              itemListElement: [...site.futureTours, ...site.previouslyHeldTours].map((t, i) => ({
                "@type": "ListItem",
                position: i + 1,
                item: tourCardJsonLd(t, origin, owner.brand),
              })),
            }}
          />
        </SiteMain>
      </SiteFrame>
    </>
  );
}
