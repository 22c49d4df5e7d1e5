import "server-only";
// One sitemap part's XML, gzipped, kept in the shared cache for as long as the parts list (10 minutes) on every instance:
// a part of 50,000 URLs is ~4 MB of XML built from ~100,000 tours, 0.5–1 s of database and CPU (issue 33, scale 1), which
// every crawler request paid. Gzipped it is ~8% of that (~330 KB for 40,755 URLs), within what the cache keeps per entry;
// a request unzips it (tens of ms of CPU instead of the read and the build).
// A sale website's part follows its owner's tours at once (their tags); the platform's, spanning every leader, is
// bounded by time only, as the parts list is.
import { gzipSync } from "node:zlib";
import { leaderOpenToursTag, leaderToursTag, siteTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "./cached-read";
import { listSitemapParts, SITEMAP_CACHE_SECONDS } from "./list-sitemap-parts";
import { readSitemapPart } from "./read-sitemap-part";
import { sourceKey, type SitemapSource } from "./sitemap-source";
import { sitemapXml } from "./sitemap-xml";

/**
 * The index's part from id `from` as base64 of its gzipped XML, or null when the index has no such part or no row is
 * there (the part's 404): its range of ids comes from the index's kept list, so a name the index never gave is not built.
 */
export async function cachedSitemapPart(source: SitemapSource, from: number, origin: string): Promise<string | null> {
  const part = (await listSitemapParts(source)).find((p) => p.from === from);
  if (!part) return null;
  const to = part.to ?? null; // a list kept before parts had their end reads to the table's end, as then
  return cachedRead(
    async () => {
      const urls = await readSitemapPart(source, { from, to });
      return urls.length ? gzipSync(sitemapXml("urlset", origin, urls)).toString("base64") : null;
    },
    ["sitemap-part", sourceKey(source), String(from), String(to), origin],
    {
      tags:
        source.kind === "siteTours"
          ? [leaderToursTag(source.leaderId), leaderOpenToursTag(source.leaderId), siteTag(source.leaderId)]
          : [],
      revalidate: SITEMAP_CACHE_SECONDS,
    },
  );
}
