// A sale website's home (components/sale-website/site-home-route.tsx, a Pages Router page:
// pages/sites/[host]/index.tsx): the site's cached public view in its frame, with its own origin; an
// inactive site gets its inactive page (none of the owner's data), an unknown host the 404.
// `tags` name everything the page shows (the site and its host, the owner's tours, the site's clock),
// so a cached copy is expired by the edits that change it, on every instance.
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { islandsScript, type IslandsScript } from "@/lib/tours/islands-script";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-tags";
import { loadedSiteTags, loadSite, nextClockChange, siteOrigin, type ActiveSite } from "@/lib/websites/load-site";
import { siteFrameData, type SiteFrameData } from "@/lib/websites/site-frame-data";
import { expireSiteAt, siteClockTag } from "@/lib/websites/site-tags";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { cachedPageProps, onDemandPaths, paramOf } from "./cached-page-props";

/** What the home shows of the site (the cached public view, lib/websites/get-public-site.ts). */
export type SiteHomeView = Pick<
  ActiveSite,
  "owner" | "featuredTours" | "futureTours" | "previouslyHeldTours" | "linkGroups" | "scripts" | "metaData" | "tags"
>;

/**
 * The home of an active site (its view in the site's frame; `origin` is the site's own, for the
 * canonical URL and the JSON-LD), or an inactive site's page (none of the owner's data); an unknown
 * host is Next's 404. `tags` are the cache tags the page depends on.
 */
export type SiteHomeProps =
  | {
      kind: "home";
      site: SiteHomeView;
      origin: string;
      frame: SiteFrameData;
      script: IslandsScript | null;
      tags: string[];
    }
  | { kind: "inactive"; tags: string[] };

export async function loadSiteHomeProps(host: string): Promise<SiteHomeProps | { kind: "notFound" }> {
  try {
    const loaded = await loadSite(host);
    const siteTags = loadedSiteTags(loaded);
    if (loaded.site.inactive) return { kind: "inactive", tags: siteTags };
    const site = loaded.site as ActiveSite;
    const { userId } = loaded;
    const clockTags = await expireSiteAt(userId, nextClockChange(site.expiresAt!, site.futureTours));
    return {
      kind: "home",
      site: {
        owner: site.owner,
        featuredTours: site.featuredTours,
        futureTours: site.futureTours,
        previouslyHeldTours: site.previouslyHeldTours,
        linkGroups: site.linkGroups,
        scripts: site.scripts,
        metaData: site.metaData,
        tags: site.tags,
      },
      origin: siteOrigin(loaded),
      frame: siteFrameData(site, siteLoginUrl(loaded.host)),
      script: islandsScript("site-islands"),
      tags: [...siteTags, leaderToursTag(userId), leaderOpenToursTag(userId), siteClockTag(userId), ...clockTags],
    };
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound" };
    throw error;
  }
}

/**
 * An unknown host's 404 carries no tags (Next stores no value for it), so it is kept one second: a
 * site made for that host is served within a second on every instance, and a flood of made-up hosts
 * costs one cached host lookup per host and second (lib/websites/resolve-site-host.ts).
 */
const NOT_FOUND_SECONDS = 1;

export const siteHomePaths = onDemandPaths;

/**
 * ISR without a time limit, as the App Router's site pages: every edit of the site, its owner or their
 * tours expires the page by tag (props.tags, read by the cache handler), the clock by its expire-at tag.
 */
export const siteHomeProps = cachedPageProps(loadSiteHomeProps, {
  request: (params) => paramOf(params, "host"),
  revalidate: false,
  notFoundSeconds: NOT_FOUND_SECONDS,
});
