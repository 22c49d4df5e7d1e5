// The platform's leader page, /{leaderId} (pages/[leaderId]/index.tsx, data from lib/public-pages/leader-page.ts): the
// owner block, the featured, upcoming and held tours and their JSON-LD in the platform's shell. A page of the Pages kind
// without any script: nothing on it needs one (the tour cards are links).
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { OwnerTours } from "@/components/sale-website/owner-tours";
import { JsonLd, pageMetadata } from "@/components/sale-website/page-metadata";
import { tourCardJsonLd } from "@/components/tour-public/tour-json-ld";
import type { LeaderPageProps } from "@/lib/public-pages/leader-page";
import { leaderShareCard } from "@/lib/share-cards/leader-share-card";
import { shareCardUrl } from "@/lib/share-cards/share-card-url";
import { PLATFORM_NAME } from "@/lib/shared/brand";
import { PublicShell } from "./public-shell";

export function LeaderPageRoute({ page, origin }: LeaderPageProps) {
  const { owner } = page;
  return (
    <>
      <MetadataHead
        metadata={pageMetadata({
          origin,
          path: `/${owner.id}`,
          title: owner.brand,
          description: (owner.profileAbout ?? `تورهای ${owner.brand}`).slice(0, 160),
          siteName: PLATFORM_NAME,
          image: page.featuredTours[0]?.photo ?? owner.photo,
          card: shareCardUrl("leader", owner.id, leaderShareCard(page)),
        })}
      />
      <PublicShell>
        <div className="palette-c1 mx-auto max-w-5xl space-y-8 px-4 py-6">
          <OwnerTours
            owner={owner}
            featuredTours={page.featuredTours}
            futureTours={page.futureTours}
            previouslyHeldTours={page.previouslyHeldTours}
          />
          <JsonLd
            data={{
              "@type": "ItemList",
              name: owner.brand,
              itemListElement: page.futureTours.map((t, i) => ({
                "@type": "ListItem",
                position: i + 1,
                item: tourCardJsonLd(t, origin, owner.brand),
              })),
            }}
          />
        </div>
      </PublicShell>
    </>
  );
}
