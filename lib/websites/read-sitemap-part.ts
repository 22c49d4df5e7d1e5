import "server-only";
// One part of a sitemap: at most `size` rows of the source from id `from` on, in id order — a keyset read on the primary
// key (the same cost for the last part as for the first). Its XML is kept gzipped in the shared cache for 10 minutes
// (cached-sitemap-part.ts), so a crawler's request reads the rows at most once per part and instance-wide period.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { SITEMAP_URL_LIMIT, sitemapRows, type SitemapSource } from "./sitemap-source";

export interface SitemapUrl {
  path: string;
  /** ISO instant. */
  lastmod: string;
}

export async function readSitemapPart(
  source: SitemapSource,
  from: number,
  size = SITEMAP_URL_LIMIT,
): Promise<SitemapUrl[]> {
  const rows = await prisma.$queryRaw<{ path: string; lastmod: Date }[]>(Prisma.sql`
    SELECT path, lastmod FROM (${sitemapRows(source, new Date())}) r
    WHERE id >= ${from} ORDER BY id LIMIT ${size}`);
  return rows.map((r) => ({ path: r.path, lastmod: r.lastmod.toISOString() }));
}
