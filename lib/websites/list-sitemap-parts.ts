import "server-only";
// The parts of a sitemap index: the source's rows numbered in id order and cut every `size`
// rows; each part is named by its first id, ends before the next part's (read by readSitemapPart as that range of ids)
// and carries its newest lastmod. One pass over the source's rows (an index scan for the platform's
// lists), cached 10 minutes on every instance: a crawler asking again costs nothing.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { cachedRead } from "./cached-read";
import { SITEMAP_URL_LIMIT, sitemapRows, sourceKey, type SitemapSource } from "./sitemap-source";

export const SITEMAP_CACHE_SECONDS = 600;

export interface SitemapPart {
  /** The first id of the part (its name: `<kind>-<from>.xml`). */
  from: number;
  /** The last id the part may hold (the next part's first id − 1); null for the last part, open to tours added since. */
  to: number | null;
  count: number;
  /** ISO instant of the part's newest row. */
  lastmod: string;
}

async function readParts(source: SitemapSource, size: number): Promise<SitemapPart[]> {
  const rows = await prisma.$queryRaw<{ from: number; count: number; lastmod: Date }[]>(Prisma.sql`
    SELECT min(id)::int AS "from", count(*)::int AS count, max(lastmod) AS lastmod
    FROM (SELECT id, lastmod, (row_number() OVER (ORDER BY id) - 1) / ${size} AS part
          FROM (${sitemapRows(source, new Date())}) r) numbered
    GROUP BY part ORDER BY part`);
  return rows.map((r, i) => ({
    from: r.from,
    to: i + 1 < rows.length ? rows[i + 1].from - 1 : null,
    count: r.count,
    lastmod: r.lastmod.toISOString(),
  }));
}

export function listSitemapParts(source: SitemapSource, size = SITEMAP_URL_LIMIT): Promise<SitemapPart[]> {
  return cachedRead(() => readParts(source, size), ["sitemap-parts", sourceKey(source), String(size)], {
    tags: [],
    revalidate: SITEMAP_CACHE_SECONDS,
  });
}
