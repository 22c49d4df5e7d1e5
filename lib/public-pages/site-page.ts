// A sale website's content page of the Pages kind (its shop, magazine, certificate and calendar: pages/sites/[host]/…,
// rendered by components/sale-website/site-page-route.tsx). The site is read once (lib/websites/load-site.ts: its
// cached view in its frame, with its own origin); an inactive site gets its inactive page (none of the owner's data),
// an unknown host or a page the site does not have (no shop, no certificate, a month outside the calendar) the 404.
// Each page's `read` gives its content, its head (path, title, description) and the tags of what it read besides
// the site; the site's own tags (the site and its host, the owner's tours, the site's clock) are added here.
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { islandsScript, type IslandsScript } from "@/lib/tours/islands-script";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-tags";
import {
  loadedSiteTags,
  loadSite,
  nextClockChange,
  siteOrigin,
  type ActiveSite,
  type LoadedSite,
} from "@/lib/websites/load-site";
import { siteFrameData, type SiteFrameData } from "@/lib/websites/site-frame-data";
import { expireSiteAt, siteClockTag } from "@/lib/websites/site-tags";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { cachedPageProps, paramOf, type Params } from "./cached-page-props";
import type { OwnerElements } from "./tour-page";

/** What a site page says of itself; the head is built from it by the page (components/sale-website/page-metadata.tsx). */
export interface SitePageSeo {
  path: string;
  title: string;
  description: string;
  image?: string | null;
}

export type SitePageProps<Content> =
  | {
      kind: "page";
      content: Content;
      seo: SitePageSeo;
      origin: string;
      brand: string;
      frame: SiteFrameData;
      scripts: OwnerElements;
      script: IslandsScript | null;
      tags: string[];
    }
  | { kind: "inactive"; tags: string[] };

/** A page's own part: its content and head, and the tags of what it read (null: the site has no such page). */
export type SitePageRead<Content> = (
  site: ActiveSite,
  loaded: LoadedSite,
  params: Params,
) => Promise<{ content: Content; seo: SitePageSeo; tags?: string[] } | null>;

export async function loadSitePage<Content>(
  params: Params,
  read: SitePageRead<Content>,
): Promise<SitePageProps<Content> | { kind: "notFound" }> {
  try {
    const loaded = await loadSite(paramOf(params, "host"));
    const siteTags = loadedSiteTags(loaded);
    if (loaded.site.inactive) return { kind: "inactive", tags: siteTags };
    const site = loaded.site as ActiveSite;
    const { userId } = loaded;
    const [own, clockTags] = await Promise.all([
      read(site, loaded, params),
      expireSiteAt(userId, nextClockChange(site.expiresAt!, site.futureTours)),
    ]);
    if (!own) return { kind: "notFound" };
    return {
      kind: "page",
      content: own.content,
      seo: own.seo,
      origin: siteOrigin(loaded),
      brand: site.owner.brand,
      frame: siteFrameData(site, siteLoginUrl(loaded.host)),
      scripts: site.scripts,
      script: islandsScript("site-islands"),
      tags: [
        ...siteTags,
        leaderToursTag(userId),
        leaderOpenToursTag(userId),
        siteClockTag(userId),
        ...clockTags,
        ...(own.tags ?? []),
      ],
    };
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound" };
    throw error;
  }
}

/**
 * The getStaticProps of a site page: `revalidate` bounds what no edit expires (the shop's stock state, the
 * calendar's places left); false when every change expires a tag. A 404 is kept a second, as the home's.
 */
export function sitePageProps<Content>(read: SitePageRead<Content>, revalidate: number | false) {
  return cachedPageProps((params: Params) => loadSitePage(params, read), {
    request: (params) => params,
    revalidate,
    notFoundSeconds: 1,
  });
}
