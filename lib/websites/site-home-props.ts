import "server-only";
// The props of a sale website's home (components/sale-website/site-home-route.tsx, a Pages Router page;
// instrumentation.ts hands this loader to it through lib/websites/site-home-loader.ts): the site's
// cached public view in its frame, with its own origin; an inactive site
// gets its inactive page (none of the owner's data), an unknown host the 404.
// `tags` name everything the page shows (the site and its host, the owner's tours, the site's clock),
// so a cached copy is expired by the edits that change it, on every instance.
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { islandsScript } from "@/lib/tours/islands-script";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-cache";
import { loadedSiteTags, loadSite, nextClockChange, siteOrigin, type ActiveSite } from "./load-site";
import { expireSiteAt, siteClockTag } from "./site-cache";
import { siteFrameData } from "./site-frame-data";
import type { SiteHomeProps } from "./site-home-loader";
import { siteLoginUrl } from "./trusted-origin";

export async function loadSiteHomeProps(host: string): Promise<SiteHomeProps> {
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
      script: islandsScript(),
      tags: [...siteTags, leaderToursTag(userId), leaderOpenToursTag(userId), siteClockTag(userId), ...clockTags],
    };
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound" };
    throw error;
  }
}
