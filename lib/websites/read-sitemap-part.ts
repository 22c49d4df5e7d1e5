import "server-only";
// One part of a sitemap: at most `size` rows of the source in its range of ids, in id order. Issue 33: bounded by the
// next part's first id, a part reads its own range of the primary key; read as `id >= from` with a LIMIT, the planner
// scanned and sorted every tour from `from` to the platform's last (the first part of ten cost the whole table). Its XML is kept gzipped in the shared cache for 10 minutes
// (cached-sitemap-part.ts), so a crawler's request reads the rows at most once per part and instance-wide period.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { SitemapPart } from "./list-sitemap-parts";
import { SITEMAP_URL_LIMIT, sitemapRows, type SitemapSource } from "./sitemap-source";

export interface SitemapUrl {
  path: string;
  /** ISO instant. */
  lastmod: string;
}

export async function readSitemapPart(
  source: SitemapSource,
  part: Pick<SitemapPart, "from" | "to">,
  size = SITEMAP_URL_LIMIT,
): Promise<SitemapUrl[]> {
  const upTo = part.to === null ? Prisma.empty : Prisma.sql`AND id <= ${part.to}`;
  const rows = await prisma.$queryRaw<{ path: string; lastmod: Date }[]>(Prisma.sql`
    SELECT path, lastmod FROM (${sitemapRows(source, new Date())}) r
    WHERE id >= ${part.from} ${upTo} ORDER BY id LIMIT ${size}`);
  return rows.map((r) => ({ path: r.path, lastmod: r.lastmod.toISOString() }));
}
