// The tour page under a site's host: the platform's tour page (one component, DESIGN.md §7) with
// the site's canonical URL, Open Graph photo, TouristTrip JSON-LD and the owner's approved elements.
import type { Metadata } from "next";
import { loadPublicTour } from "@/lib/tours/load-public-tour";
import { TourPageBody } from "@/components/tour-public/tour-page-body";
import { loadTourPage } from "@/lib/tours/load-tour-page";
import { loadActiveSite, siteOrigin } from "@/lib/websites/load-site";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { JsonLd, pageMetadata, tourJsonLd } from "@/components/sale-website/site-metadata";

export const revalidate = 10;
export function generateStaticParams(): { host: string; leaderId: string; tourId: string }[] {
  return [];
}

interface Props {
  params: Promise<{ host: string; leaderId: string; tourId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, leaderId, tourId } = await params;
  const [active, tour] = await Promise.all([loadActiveSite(host), loadPublicTour(leaderId, tourId)]);
  if (!active) return { title: tour.title };
  const photo = tour.photos?.[0]?.address ?? null;
  return pageMetadata({
    origin: siteOrigin(active.loaded),
    path: `/${leaderId}/tour/${tourId}`,
    title: `${tour.title} | ${active.site.owner.brand}`,
    description: (tour.description ?? tour.title).slice(0, 160),
    siteName: active.site.owner.brand,
    image: photo,
  });
}

export default async function SiteTourPage({ params }: Props) {
  const { host, leaderId, tourId } = await params;
  const [active, data] = await Promise.all([loadActiveSite(host), loadTourPage(leaderId, tourId)]);
  const card = active && [...active.site.futureTours, ...active.site.previouslyHeldTours].find((t) => String(t.id) === tourId);
  return (
    <>
      <TourPageBody data={data} onSite />
      {active && card && <JsonLd data={tourJsonLd(card, siteOrigin(active.loaded), active.site.owner.brand)} />}
      {active && (
        <div className="mx-auto max-w-5xl px-4">
          <OwnerScripts html={active.site.scripts.head} element="head" />
          <OwnerScripts html={active.site.scripts.body} element="body" />
          <OwnerScripts html={active.site.scripts.footers} element="footers" />
        </div>
      )}
    </>
  );
}
