// The sale website a leader's tours are canonical on: while the leader's site is active, the
// platform's copy of a tour page names the site's address as canonical (one address per tour for
// search engines). Cached per leader, expired with the site's tag (every change of the site, its
// plan, payment or domain: site-cache.ts expireSite) on every instance; the page that reads it also
// carries the site's end as its expire-at instant, so the canonical returns to the platform then.
import { prisma } from "@/lib/db/client";
import { siteTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "./cached-read";
import { isSiteActive } from "./resolve-site-host";
import { siteUrl } from "./website-view";

export interface CanonicalSite {
  /** The site's origin: its approved domain, else its sub-domain. */
  origin: string;
  /** ISO instant the site stops being served. */
  expiresAt: string;
}

async function readSite(leaderId: number): Promise<CanonicalSite | null> {
  const site = await prisma.saleWebsite.findFirst({
    where: { userId: leaderId, user: { deletedAt: null } },
    select: { subDomain: true, domain: true, domainStatus: true, expiresAt: true },
  });
  if (!site?.expiresAt) return null;
  return { origin: siteUrl(site), expiresAt: site.expiresAt.toISOString() };
}

/** The leader's active site (null: none, or lapsed — the platform is canonical). */
export async function canonicalSiteOf(leaderId: number, now = new Date()): Promise<CanonicalSite | null> {
  const site = await cachedRead(() => readSite(leaderId), ["canonical-site", String(leaderId)], {
    tags: [siteTag(leaderId)],
    revalidate: false,
  });
  return site && isSiteActive(site, now) ? site : null;
}
