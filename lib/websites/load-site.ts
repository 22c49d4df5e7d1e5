import "server-only";
// The site a page under app/(sites)/sites/[host] belongs to: the host lookup and the public view
// are both cached and expired by tag (lib/websites/site-cache.ts), so a cached page costs no
// database read; an unknown host is a Persian 404.
import { notFound } from "next/navigation";
import { cache } from "react";
import { toWire } from "@/lib/client/to-wire";
import { env } from "@/lib/config/env";
import { leaderToursTag } from "@/lib/tours/public-tour-cache";
import { cachedRead } from "@/lib/websites/cached-read";
import { getPublicSiteOf } from "@/lib/websites/get-public-site";
import { isSiteActive, resolveSiteHost } from "@/lib/websites/resolve-site-host";
import { siteTag } from "@/lib/websites/site-cache";

const VIEW_REVALIDATE_SECONDS = 60;

export const loadSite = cache(async (hostParam: string) => {
  const host = decodeURIComponent(hostParam);
  const found = await resolveSiteHost(host);
  if (!found) notFound();
  // The period is checked on every render from the cached end date, so a site goes dark the moment it expires.
  if (!isSiteActive(found)) return { host, userId: found.userId, site: { subDomain: found.subDomain, domain: found.domain, isActive: false, expiresAt: found.expiresAt, inactive: true as const } };
  const view = await cachedRead(async () => toWire(await getPublicSiteOf(found.userId)), ["public-site", String(found.userId)], {
    tags: [siteTag(found.userId), leaderToursTag(found.userId)],
    revalidate: VIEW_REVALIDATE_SECONDS,
  });
  if (!view) notFound();
  return { host, userId: found.userId, site: view };
});

export type LoadedSite = Awaited<ReturnType<typeof loadSite>>;
export type ActiveSite = Extract<LoadedSite["site"], { inactive: false }>;

/** The site's own origin for canonical links: its approved domain, else the host it was asked by. */
export function siteOrigin(loaded: LoadedSite): string {
  const platform = new URL(env.publicUrl);
  if (loaded.site.domain) return `${platform.protocol}//${loaded.site.domain}`;
  return `${platform.protocol}//${loaded.host}${platform.port ? `:${platform.port}` : ""}`;
}

/** The active site, or the inactive page's signal (null). */
export async function loadActiveSite(hostParam: string): Promise<{ loaded: LoadedSite; site: ActiveSite } | null> {
  const loaded = await loadSite(hostParam);
  return loaded.site.inactive ? null : { loaded, site: loaded.site as ActiveSite };
}
