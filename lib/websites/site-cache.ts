import "server-only";
// Cache tags of the sale websites. The host lookup (resolve-site-host.ts) is cached per host key
// and the public view (lib/websites/load-site.ts) per owner; every change of a site, its domain, its approval or
// its plan expires them at once (revalidateTag), and a tour edit expires the owner's tours tag.
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


