// The tracking page of both hosts (components/ticket/tracking-route.tsx, a Pages Router page: pages/tracking.tsx and
// pages/sites/[host]/tracking.tsx). Anonymous and the same for everyone: the ticket is read in the browser by the
// page's island, so the HTML holds no one's data. On the platform it is prerendered at build; under a sale website's
// host it is the site's frame, kept until an edit of the site expires it by tag or its paid period ends (the inactive
// page then). An unknown host is Next's 404.
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { PLATFORM_NAME } from "@/lib/shared/brand";
import { islandsScript, type IslandsScript } from "@/lib/tours/islands-script";
import { loadedSiteTags, loadSite, type ActiveSite } from "@/lib/websites/load-site";
import { siteFrameData, type SiteFrameData } from "@/lib/websites/site-frame-data";
import { expireSiteAt } from "@/lib/websites/site-tags";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { cachedPageProps, onDemandPaths, paramOf } from "./cached-page-props";

/** The page in the platform's header (`frame` null) or in a site's frame; an inactive site's page shows none of its data. */
export type TrackingPageProps =
  | { kind: "tracking"; frame: SiteFrameData | null; siteName: string; script: IslandsScript | null; tags: string[] }
  | { kind: "inactive"; tags: string[] };

export async function loadTrackingPageProps(host: string | null): Promise<TrackingPageProps | { kind: "notFound" }> {
  const script = islandsScript("tracking-islands");
  if (!host) return { kind: "tracking", frame: null, siteName: PLATFORM_NAME, script, tags: [] };
  try {
    const loaded = await loadSite(host);
    const siteTags = loadedSiteTags(loaded);
    if (loaded.site.inactive) return { kind: "inactive", tags: siteTags };
    const site = loaded.site as ActiveSite;
    // The frame changes by the clock only when the paid period ends.
    const clockTags = await expireSiteAt(loaded.userId, Date.parse(site.expiresAt!));
    return {
      kind: "tracking",
      frame: siteFrameData(site, siteLoginUrl(loaded.host)),
      siteName: site.owner.brand,
      script,
      tags: [...siteTags, ...clockTags],
    };
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound" };
    throw error;
  }
}

/** An unknown host's 404 is kept a second, as a site home's (lib/public-pages/site-home.ts). */
const NOT_FOUND_SECONDS = 1;

export const siteTrackingPaths = onDemandPaths;

/** The getStaticProps of the two routes: `onSite` when the route carries the site's host; no time limit, tags only. */
export function trackingPageProps(onSite: boolean) {
  return cachedPageProps(loadTrackingPageProps, {
    request: (params) => (onSite ? paramOf(params, "host") : null),
    revalidate: false,
    notFoundSeconds: NOT_FOUND_SECONDS,
  });
}
