import "server-only";
// Expires what is cached of the sale websites (the tags and the site's clock: lib/websites/site-tags.ts).
// Every change of a site, its domain, its approval or its plan expires them at once (revalidateTag), and a
// tour edit expires the owner's tours tag. The writer half: a reader never imports it.
import { expirePublicTourCache, expireSiteOfLeader } from "@/lib/tours/public-tour-cache";
import { expireSiteAt, siteCalendarTag, siteClockTag, siteHostTag, siteTag, type HostKey } from "./site-tags";

export { expireSiteAt, expireSiteOfLeader, siteCalendarTag, siteClockTag, siteHostTag, siteTag, type HostKey };

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
