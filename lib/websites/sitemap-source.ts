import "server-only";
// What each sitemap lists, as SQL over the tables (one rule for the index and its parts): the
// platform's public leader pages, the platform's tours (only of leaders without an active sale
// website: those tours' canonical address is the site's), and one sale website's tours. Each row
// is (id, lastmod, path); the index and the parts page through them by id (keyset), never loading
// a whole table into the process.
import { Prisma } from "@/lib/db/generated/client";

/** A sitemap holds at most 50,000 URLs (sitemaps.org); a longer list is split into parts named by a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapSource = { kind: "leaders" } | { kind: "tours" } | { kind: "siteTours"; leaderId: number };

/** The tours a public page lists (lib/websites/get-public-site.ts listedToursWhere), of an owner not deleted. */
const LISTED_TOUR = Prisma.sql`t."isDraft" = false AND t."deletedAt" IS NULL AND t."moderation" IS NULL
  AND t."status" <> 'Cancelled' AND t."visibility" <> 'Hidden' AND u."deletedAt" IS NULL`;

export function sitemapRows(source: SitemapSource, now: Date): Prisma.Sql {
  if (source.kind === "leaders")
    return Prisma.sql`SELECT u.id, u."updatedAt" AS lastmod, '/' || u.id AS path FROM "User" u
      WHERE u.role = 'Leader' AND u."deletedAt" IS NULL AND u."disabledAt" IS NULL`;
  const tours = Prisma.sql`SELECT t.id, t."updatedAt" AS lastmod, '/' || t."leaderId" || '/tour/' || t.id AS path
    FROM "Tour" t JOIN "User" u ON u.id = t."leaderId" WHERE ${LISTED_TOUR}`;
  if (source.kind === "siteTours") return Prisma.sql`${tours} AND t."leaderId" = ${source.leaderId}`;
  // Same rule as isSiteActive (resolve-site-host.ts): a site is active before its expiresAt.
  return Prisma.sql`${tours} AND NOT EXISTS (SELECT 1 FROM "SaleWebsite" s
    WHERE s."userId" = t."leaderId" AND s."expiresAt" > ${now})`;
}

/** The cache key of a source (one entry per source and part). */
export const sourceKey = (source: SitemapSource) =>
  source.kind === "siteTours" ? `siteTours-${source.leaderId}` : source.kind;
