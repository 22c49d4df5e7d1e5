// A sale website's home page: owner, featured, future and previously held tours, link groups and
// the owner's approved elements. Cached like the tour page (10 s, expired by tag on every edit).
import type { Metadata } from "next";
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { LinkGroups } from "@/components/sale-website/link-groups";
import { loadActiveSite, siteOrigin } from "@/lib/websites/load-site";
import { OwnerBlock } from "@/components/sale-website/owner-block";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { JsonLd, pageMetadata, tourJsonLd } from "@/components/sale-website/site-metadata";
import { TourSection } from "@/components/sale-website/tour-card";

export const revalidate = 10;

export function generateStaticParams(): { host: string }[] {
  return [];
}

interface Props {
  params: Promise<{ host: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const active = await loadActiveSite((await params).host);
  if (!active) return { title: "سایت فعال نیست", robots: { index: false } };
  const { site, loaded } = active;
  const image = site.featuredTours[0]?.photo ?? site.futureTours[0]?.photo ?? site.owner.photo;
  return {
    ...pageMetadata({ origin: siteOrigin(loaded), path: "/", title: site.metaData.title, description: site.metaData.description, siteName: site.owner.brand, image }),
    keywords: site.tags,
  };
}

export default async function SiteHomePage({ params }: Props) {
  const active = await loadActiveSite((await params).host);
  if (!active) return <InactiveSite />;
  const { site, loaded } = active;
  const origin = siteOrigin(loaded);
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-6">
      <OwnerScripts html={site.scripts.head} element="head" />
      <OwnerBlock owner={site.owner} />
      <TourSection id="featured" title="تورهای ویژه" tours={site.featuredTours} />
      <TourSection id="future" title="تورهای پیش رو" tours={site.futureTours} empty="فعلاً توری برای ثبت‌نام نیست." />
      <TourSection id="past" title="تورهای برگزار شده" tours={site.previouslyHeldTours} />
      <LinkGroups groups={site.linkGroups} />
      <OwnerScripts html={site.scripts.body} element="body" />
      <OwnerScripts html={site.scripts.footers} element="footers" />
      <JsonLd
        data={{
          "@type": "ItemList",
          name: site.owner.brand,
          url: `${origin}/`,
          itemListElement: [...site.futureTours, ...site.previouslyHeldTours].map((t, i) => ({ "@type": "ListItem", position: i + 1, item: tourJsonLd(t, origin, site.owner.brand) })),
        }}
      />
    </main>
  );
}
