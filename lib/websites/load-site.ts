// The site a page under app/(sites)/sites/[host] belongs to: the host lookup and the public view
// are both cached and expired by tag (lib/websites/site-cache.ts), so a cached page costs no
// database read; an unknown host is a Persian 404.
import { notFound } from "next/navigation";
import { cache } from "react";
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { toWire } from "@/lib/client/to-wire";
import { env } from "@/lib/config/env";
import { leaderOpenToursTag, leaderToursTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "@/lib/websites/cached-read";
import { getPublicSiteOf } from "@/lib/websites/get-public-site";
import { hostKeyOf, isSiteActive, resolveSiteHost } from "@/lib/websites/resolve-site-host";
import { expireSiteAt, siteClockTag, siteHostTag, siteTag } from "@/lib/websites/site-tags";

/** No time limit (see resolve-site-host.ts): edits expire the view by tag, the clock by siteClockTag. */
const VIEW_REVALIDATE = false;

export const loadSite = cache(async (hostParam: string) => {
  const host = decodeURIComponent(hostParam);
  const found = await resolveSiteHost(host);
  if (!found) notFound();
  // The period is checked on every render from the cached end date, and a page rendered while the
  // site is active expires at the end of that period (siteClockTag): it goes dark at that instant.
  if (!isSiteActive(found))
    return {
      host,
      userId: found.userId,
      site: {
        subDomain: found.subDomain,
        domain: found.domain,
        isActive: false,
        expiresAt: found.expiresAt,
        inactive: true as const,
      },
    };
  // Tags: any change of the site, the leader's photos, and every create or edit of one of their
  // tours (leaderOpenToursTag, expired after the edit's commit by lib/tours/access.ts).
  const read = async () => toWire(await getPublicSiteOf(found.userId));
  let view = await cachedRead(read, ["public-site", String(found.userId)], {
    tags: [
      siteTag(found.userId),
      leaderToursTag(found.userId),
      leaderOpenToursTag(found.userId),
      siteClockTag(found.userId),
    ],
    revalidate: VIEW_REVALIDATE,
  });
  if (view && !view.inactive && nextClockChange(found.expiresAt!, view.futureTours) <= Date.now()) {
    // Read before an upcoming tour ended: expired on every instance, and read anew (site-cache.ts).
    await expireTagsNow([siteClockTag(found.userId)]);
    view = await read();
  }
  if (!view) notFound();
  if (!view.inactive) await expireSiteAt(found.userId, nextClockChange(found.expiresAt!, view.futureTours));
  return { host, userId: found.userId, site: view };
});

/** The first instant the view changes by the clock alone: the period's end or an upcoming tour's end. */
export function nextClockChange(expiresAt: string, futureTours: { endTime: string | null }[]): number {
  return Math.min(Date.parse(expiresAt), ...futureTours.map((t) => (t.endTime ? Date.parse(t.endTime) : Infinity)));
}

export type LoadedSite = Awaited<ReturnType<typeof loadSite>>;
export type ActiveSite = Extract<LoadedSite["site"], { inactive: false }>;

/** The site's own origin for canonical links: its approved domain, else the host it was asked by. */
export function siteOrigin(loaded: LoadedSite): string {
  const platform = new URL(env.publicUrl);
  if (loaded.site.domain) return `${platform.protocol}//${loaded.site.domain}`;
  return `${platform.protocol}//${loaded.host}${platform.port ? `:${platform.port}` : ""}`;
}

/** The tags of a Pages Router page showing the site (active or not): any change of the site or of its host's lookup. */
export function loadedSiteTags(loaded: LoadedSite): string[] {
  const key = hostKeyOf(loaded.host);
  return [siteTag(loaded.userId), ...(key ? [siteHostTag(key)] : [])];
}

/** The active site, or the inactive page's signal (null). */
export async function loadActiveSite(hostParam: string): Promise<{ loaded: LoadedSite; site: ActiveSite } | null> {
  const loaded = await loadSite(hostParam);
  return loaded.site.inactive ? null : { loaded, site: loaded.site as ActiveSite };
}
