// Which sale website a host names: the host is parsed (host.ts, pure) and the database is asked
// at most once per host until a change of that site expires the cached answer (site-cache.ts).
// Unknown hosts are cached too (a new site expires its host's tag), so a flood of made-up
// sub-domains costs one small indexed read each and never a read per request.
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { parseHost } from "./host";
import { cachedRead } from "./cached-read";
import { siteHostTag, type HostKey } from "./site-tags";

/**
 * No time limit: every change of a site's address, plan or owner expires the host's tag at once. A
 * time limit here would also bound the pages that read it (Next takes the shortest), and a page
 * past its time is served once more stale before a tag's expiry is even looked at.
 */
const HOST_REVALIDATE = false;

export interface SiteHost {
  userId: number;
  subDomain: string;
  /** The approved custom domain, if any (the canonical host then). */
  domain: string | null;
  /** ISO instant; the site is served only before it. */
  expiresAt: string | null;
}

export function hostKeyOf(host: string | null): HostKey | null {
  const parsed = parseHost(host, { rootDomain: env.rootDomain });
  if (parsed.kind === "subDomain") return `sub:${parsed.subDomain}`;
  if (parsed.kind === "domain") return `domain:${parsed.domain}`;
  return null;
}

async function findSiteHost(key: HostKey): Promise<SiteHost | null> {
  const [kind, name] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const site = await prisma.saleWebsite.findFirst({
    // A soft-deleted owner's site is unknown (its public pages are 404, as their /{leaderId} pages).
    where: {
      ...(kind === "sub" ? { subDomain: name } : { domain: name, domainStatus: "Approved" as const }),
      user: { deletedAt: null },
    },
    select: { userId: true, subDomain: true, domain: true, domainStatus: true, expiresAt: true },
  });
  if (!site) return null;
  return {
    userId: site.userId,
    subDomain: site.subDomain,
    domain: site.domainStatus === "Approved" ? site.domain : null,
    expiresAt: site.expiresAt?.toISOString() ?? null,
  };
}

export function resolveSiteHost(host: string | null): Promise<SiteHost | null> {
  const key = hostKeyOf(host);
  if (!key) return Promise.resolve(null);
  return cachedRead(() => findSiteHost(key), ["site-host", key], {
    tags: [siteHostTag(key)],
    revalidate: HOST_REVALIDATE,
  });
}

export function isSiteActive(site: { expiresAt: string | Date | null }, now = new Date()): boolean {
  return !!site.expiresAt && new Date(site.expiresAt).getTime() > now.getTime();
}
