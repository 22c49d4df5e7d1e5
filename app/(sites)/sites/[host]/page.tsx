// A sale website's home page: owner, featured, future and previously held tours, link groups and
// the owner's approved elements. Rendered on the host's first request and then served from the page
// cache with no time limit: every edit of the site, its owner or their tours expires it by tag, and
// the clock (the end of the paid period, an upcoming tour's end) by siteClockTag (load-site.ts).
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { LinkGroups } from "@/components/sale-website/link-groups";
import { loadActiveSite, siteOrigin } from "@/lib/websites/load-site";
import { OwnerBlock } from "@/components/sale-website/owner-block";
import { SiteMain, siteMetadata, type SitePageProps } from "./site-page";
import { JsonLd } from "@/components/sale-website/page-metadata";
import { tourJsonLd } from "@/components/sale-website/site-metadata";
import { TourSection } from "@/components/sale-website/tour-card";

export const revalidate = false;
export { generateStaticParams } from "./site-page";

export const generateMetadata = siteMetadata((site) => ({
  path: "/",
  title: site.metaData.title,
  description: site.metaData.description,
  image: site.featuredTours[0]?.photo ?? site.futureTours[0]?.photo ?? site.owner.photo,
  keywords: site.tags,
}));

export default async function SiteHomePage({ params }: SitePageProps) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site, loaded } = active;
  const origin = siteOrigin(loaded);
  return (
    <SiteMain site={site} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
      <OwnerBlock owner={site.owner} />
      <TourSection id="featured" title="تورهای ویژه" tours={site.featuredTours} />
      <TourSection id="future" title="تورهای پیش رو" tours={site.futureTours} empty="فعلاً توری برای ثبت‌نام نیست." />
      <TourSection id="past" title="تورهای برگزار شده" tours={site.previouslyHeldTours} />
      <LinkGroups groups={site.linkGroups} />
      <JsonLd
        data={{
          "@type": "ItemList",
          name: site.owner.brand,
          url: `${origin}/`,
          itemListElement: [...site.futureTours, ...site.previouslyHeldTours].map((t, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: tourJsonLd(t, origin, site.owner.brand),
          })),
        }}
      />
    </SiteMain>
  );
}
