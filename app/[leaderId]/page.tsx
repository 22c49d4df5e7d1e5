// /{leaderId}: a leader's public page on the platform host (profileUrl), with their shown tours.
// Cached like the tour page and expired by the same tags on every tour edit.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OwnerBlock } from "@/components/sale-website/owner-block";
import { JsonLd, nextMetadata, pageMetadata } from "@/components/sale-website/page-metadata";
import { tourCardJsonLd } from "@/components/tour-public/tour-json-ld";
import { TourSection } from "@/components/sale-website/tour-card";
import { parseId } from "@/lib/tours/get-public-tour";
import { leaderShareCard } from "@/lib/share-cards/leader-share-card";
import { shareCardUrl } from "@/lib/share-cards/share-card-url";
import { PublicShell } from "@/components/public/public-shell";
import { toWire } from "@/lib/client/to-wire";
import { env } from "@/lib/config/env";
import { leaderToursTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "@/lib/websites/cached-read";
import { getLeaderPage } from "@/lib/websites/get-leader-page";
import { siteTag } from "@/lib/websites/site-tags";

export const revalidate = 10;
export function generateStaticParams(): { leaderId: string }[] {
  return [];
}

interface Props {
  params: Promise<{ leaderId: string }>;
}

async function load(param: string) {
  const id = parseId(param);
  if (!id) notFound();
  const page = await cachedRead(async () => toWire(await getLeaderPage(id)), ["leader-page", String(id)], {
    tags: [leaderToursTag(id), siteTag(id)],
    revalidate: 60,
  });
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { leaderId } = await params;
  const page = await load(leaderId);
  const origin = env.publicUrl.replace(/\/+$/, "");
  return nextMetadata(
    pageMetadata({
      origin,
      path: `/${leaderId}`,
      title: page.owner.brand,
      description: (page.owner.profileAbout ?? `تورهای ${page.owner.brand}`).slice(0, 160),
      siteName: "همسفر",
      image: page.featuredTours[0]?.photo ?? page.owner.photo,
      card: shareCardUrl("leader", page.owner.id, leaderShareCard(page)),
    }),
  );
}

export default async function LeaderPage({ params }: Props) {
  const { leaderId } = await params;
  const page = await load(leaderId);
  const origin = env.publicUrl.replace(/\/+$/, "");
  return (
    <PublicShell>
      <div className="palette-c1 mx-auto max-w-5xl space-y-8 px-4 py-6">
        <OwnerBlock owner={page.owner} />
        <TourSection id="featured" title="تورهای ویژه" tours={page.featuredTours} />
        <TourSection id="future" title="تورهای پیش رو" tours={page.futureTours} empty="فعلاً توری برای ثبت‌نام نیست." />
        <TourSection id="past" title="تورهای برگزار شده" tours={page.previouslyHeldTours} />
        <JsonLd
          data={{
            "@type": "ItemList",
            name: page.owner.brand,
            itemListElement: page.futureTours.map((t, i) => ({
              "@type": "ListItem",
              position: i + 1,
              item: tourCardJsonLd(t, origin, page.owner.brand),
            })),
          }}
        />
      </div>
    </PublicShell>
  );
}
