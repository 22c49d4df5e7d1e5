import "server-only";
// The props of the tour page on either host (components/tour-public/tour-page-route.tsx, a Pages
// Router page; instrumentation.ts hands this loader to it through lib/tours/tour-page-loader.ts).
// On the platform: the tour with the platform's origin. Under a sale website's host: the same tour
// inside the site's frame with the site's origin and brand, only for the active site's own tours;
// an inactive site gets its inactive page (none of the owner's data), another leader's tour or an
// unknown host the 404. A missing, draft or deleted tour is the 404 on both.
// `tags` name everything the page shows (the tour's terms, the leader's tours, the site, the site's
// clock), so a cached copy is expired by the edits that change it.
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import { env } from "@/lib/config/env";
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { islandsScript } from "@/lib/tours/islands-script";
import { loadTourPage, type TourPageData } from "@/lib/tours/load-tour-page";
import { leaderOpenToursTag, leaderToursTag, publicTourTag } from "@/lib/tours/public-tour-cache";
import type { TourPageProps, TourPageRequest } from "@/lib/tours/tour-page-loader";
import { PLATFORM_NAME } from "@/lib/shared/brand";
import { loadedSiteTags, loadSite, nextClockChange, siteOrigin, type ActiveSite } from "./load-site";
import { canonicalSiteOf } from "./canonical-site-of";
import { expireSiteAt, siteTag } from "./site-cache";
import { siteFrameData } from "./site-frame-data";
import { siteLoginUrl } from "./trusted-origin";

/**
 * The tour's tags, and the first instant its page changes by the clock alone: a session's end (the
 * vote form appears, the JSON-LD drops its offer). The figures a sale or the clock changes before
 * that (places left, which sessions can be bought) are the islands' live figures, not the HTML's.
 */
function tourTags(data: TourPageData, now = Date.now()) {
  const { tour } = data;
  const nextEnd = Math.min(...tour.sessions.map((s) => Date.parse(s.endTime)).filter((t) => t > now));
  return [
    publicTourTag(tour.id),
    leaderToursTag(tour.leaderId),
    leaderOpenToursTag(tour.leaderId),
    ...(Number.isFinite(nextEnd) ? [expireAtTag(nextEnd)] : []),
  ];
}

/**
 * On the platform the page names one canonical address: the leader's active sale website's when
 * there is one (the site's copy names itself), else its own. The page carries the site's tag (a new,
 * paid or lapsed site changes it) and the site's end (the canonical returns to the platform then).
 */
async function platformProps({ leaderId, tourId }: TourPageRequest): Promise<TourPageProps> {
  const data = await loadTourPage(leaderId, tourId);
  const canonicalSite = await canonicalSiteOf(data.tour.leaderId);
  return {
    kind: "tour",
    data,
    origin: canonicalSite?.origin ?? env.publicUrl.replace(/\/+$/, ""),
    siteName: PLATFORM_NAME,
    site: null,
    script: islandsScript(),
    tags: [
      ...tourTags(data),
      siteTag(data.tour.leaderId),
      ...(canonicalSite ? [expireAtTag(Date.parse(canonicalSite.expiresAt))] : []),
    ],
  };
}

async function siteProps(host: string, { leaderId, tourId }: TourPageRequest): Promise<TourPageProps> {
  const loaded = await loadSite(host);
  const siteTags = loadedSiteTags(loaded);
  if (loaded.site.inactive) return { kind: "inactive", tags: siteTags };
  if (leaderId !== String(loaded.userId)) return { kind: "notFound", tags: siteTags };
  const site = loaded.site as ActiveSite;
  const [data, clockTags] = await Promise.all([
    loadTourPage(leaderId, tourId),
    expireSiteAt(loaded.userId, nextClockChange(site.expiresAt!, site.futureTours)),
  ]);
  return {
    kind: "tour",
    data,
    origin: siteOrigin(loaded),
    siteName: site.owner.brand,
    site: { frame: siteFrameData(site, siteLoginUrl(loaded.host)), scripts: site.scripts },
    script: islandsScript(),
    tags: [...tourTags(data), ...siteTags, ...clockTags],
  };
}

export async function loadTourPageProps(request: TourPageRequest): Promise<TourPageProps> {
  try {
    return await (request.host ? siteProps(request.host, request) : platformProps(request));
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound", tags: [] };
    throw error;
  }
}
