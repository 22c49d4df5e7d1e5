import "server-only";
// Cache tags of the sale websites. The host lookup (resolve-site-host.ts) is cached per host key
// and the public view (lib/websites/load-site.ts) per owner; every change of a site, its domain, its approval or
// its plan expires them at once (revalidateTag), and a tour edit expires the owner's tours tag.
// Next's tag manifest (a module Next keeps out of the bundles, shared by the server and the pages):
// the one way to give a cached page an expiry instant of its own (siteExpiryTag below).
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { expirePublicTourCache, expireSiteOfLeader, siteTag } from "@/lib/tours/public-tour-cache";

export { expireSiteOfLeader, siteTag };

export type HostKey = `sub:${string}` | `domain:${string}`;

export const siteHostTag = (key: HostKey) => `site-host:${key}`;

interface SiteAddress {
  userId: number;
  subDomain: string;
  domain?: string | null;
}

/** Expires what is cached of a site; pass the site before and after a change of its address. */
export function expireSite(...sites: SiteAddress[]) {
  const tags = new Set<string>();
  for (const site of sites) {
    tags.add(siteTag(site.userId));
    tags.add(siteHostTag(`sub:${site.subDomain}`));
    if (site.domain) tags.add(siteHostTag(`domain:${site.domain}`));
  }
  expirePublicTourCache(...tags);
}



/**
 * A site's pages carry this tag (load-site.ts adds it to the cached public view, so every page
 * rendered with the view collects it), and Next's tag manifest is told the instant the view stops
 * being true by the clock alone: the end of the paid period, or the end of the first upcoming tour
 * it lists (which then moves to the held tours). A page cached before that instant is not served
 * after it — not even once as a stale copy: the next request renders it again (the inactive page,
 * once the period ended). Nothing else writes this tag, so an edit's revalidateTag never moves it.
 * The manifest lives in the server process; a page rendered after a restart sets it again.
 */
export const siteClockTag = (userId: number) => `sale-website-clock:${userId}`;

export function expireSiteAt(userId: number, at: number) {
  if (!Number.isFinite(at)) return;
  const tag = siteClockTag(userId);
  const entry = tagsManifest.get(tag);
  if (entry?.expired !== at) tagsManifest.set(tag, { ...entry, expired: at });
}
