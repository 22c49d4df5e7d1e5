// The tour page under a site's host: the platform's tour page (one component, DESIGN.md §7) with
// the site's canonical URL, Open Graph photo, TouristTrip JSON-LD and the owner's approved elements.
// Cached for the places left (revalidate) and, like every site page, never past the site's period:
// the page carries the site's clock tags (lib/websites/load-site.ts), so the first request after the
// end renders the inactive page; an inactive site or another leader's id renders none of the tour.
import { loadPublicTour } from "@/lib/tours/load-public-tour";
import { TourPageBody } from "@/components/tour-public/tour-page-body";
import { loadTourPage } from "@/lib/tours/load-tour-page";
import { siteOrigin } from "@/lib/websites/load-site";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { JsonLd, pageMetadata } from "@/components/sale-website/page-metadata";
import { tourJsonLd } from "@/components/sale-website/site-metadata";
import { ownerMetadata, ownerPage } from "../../../site-page";

/** Seconds the places left on the page may lag behind sales; the reservation call is the guard. */
export const revalidate = 10;
export function generateStaticParams(): { host: string; leaderId: string; tourId: string }[] {
  return [];
}

interface Props {
  params: Promise<{ host: string; leaderId: string; tourId: string }>;
}

export const generateMetadata = ownerMetadata<Props>(async ({ params }, active) => {
  const { leaderId, tourId } = await params;
  const tour = await loadPublicTour(leaderId, tourId);
  const photo = tour.photos?.[0]?.address ?? null;
  return pageMetadata({
    origin: siteOrigin(active.loaded),
    path: `/${leaderId}/tour/${tourId}`,
    title: `${tour.title} | ${active.site.owner.brand}`,
    description: (tour.description ?? tour.title).slice(0, 160),
    siteName: active.site.owner.brand,
    image: photo,
  });
});

export default ownerPage<Props>(async function SiteTourPage({ params }, active) {
  const { leaderId, tourId } = await params;
  const data = await loadTourPage(leaderId, tourId);
  const card = [...active.site.futureTours, ...active.site.previouslyHeldTours].find((t) => String(t.id) === tourId);
  return (
    <>
      <TourPageBody data={data} onSite />
      {card && <JsonLd data={tourJsonLd(card, siteOrigin(active.loaded), active.site.owner.brand)} />}
      <div className="mx-auto max-w-5xl px-4">
        <OwnerScripts html={active.site.scripts.head} element="head" />
        <OwnerScripts html={active.site.scripts.body} element="body" />
        <OwnerScripts html={active.site.scripts.footers} element="footers" />
      </div>
    </>
  );
});
