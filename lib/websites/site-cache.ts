import "server-only";
// Cache tags of the sale websites. The host lookup (resolve-site-host.ts) is cached per host key
// and the public view (lib/websites/load-site.ts) per owner; every change of a site, its domain, its approval or
// its plan expires them at once (revalidateTag), and a tour edit expires the owner's tours tag.
// Next's tag manifest (a module Next keeps out of the bundles, shared by the server and the pages):
// the one way to give a cached page an expiry instant of its own (expireSiteAt below).
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { expirePublicTourCache, expireSiteOfLeader, siteTag } from "@/lib/tours/public-tour-cache";
import { cachedRead } from "./cached-read";

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
 * The site's clock. A site's view and pages stop being true at an instant known when they are
 * rendered: the end of the paid period, or the end of the first upcoming tour listed (which then
 * moves to the held tours). Next's tag manifest is told that instant (expired: at), and a page cached
 * before it is not served after it — not even once as a stale copy: the next request renders it again
 * (the inactive page, once the period ended). Nothing else writes these tags, so an edit's
 * revalidateTag never moves them. The manifest lives in the server process; a page rendered after a
 * restart sets it again.
 *
 * Two tags, because the manifest keeps one instant per tag:
 * - siteClockTag, on the cached public view (load-site.ts): one entry, re-read at the first render
 *   after the instant, so moving this tag to the next instant right after never revives it;
 * - siteClockTagAt, one per instant, on each page rendered with that instant: a page rendered
 *   before a tour's end and asked for only after another page moved the view's tag to the period's
 *   end still expires at the tour's end.
 */
export const siteClockTag = (userId: number) => `sale-website-clock:${userId}`;
export const siteClockTagAt = (userId: number, at: number) => `sale-website-clock:${userId}@${at}`;

function expireTagAt(tag: string, at: number) {
  const entry = tagsManifest.get(tag);
  if (entry?.expired !== at) tagsManifest.set(tag, { ...entry, expired: at });
}

/**
 * Called while a site page renders: the page (and the view) expire at `at`. Returns the tags the
 * page now carries for its clock. Every page of a site goes through it (loadSite).
 */
export async function expireSiteAt(userId: number, at: number): Promise<string[]> {
  if (!Number.isFinite(at)) return [];
  const tags = [siteClockTag(userId), siteClockTagAt(userId, at)];
  for (const tag of tags) expireTagAt(tag, at);
  // A page collects the tags of the cached reads it makes: this one gives it the instant's own tag.
  await cachedRead(async () => at, ["sale-website-clock", String(userId), String(at)], { tags: [tags[1]], revalidate: false });
  return tags;
}
