import "server-only";
// What robots.txt and the sitemaps of a host list (route handlers cannot call notFound()). The
// platform host lists its public leader pages and the tours of leaders without an active sale
// website; a sale website's host lists its own pages and its owner's tours. Every list is a sitemap
// index at /sitemap.xml whose parts (/sitemap/<kind>-<first id>.xml, ≤ 50,000 URLs) are read by
// keyset from the database (list-sitemap-parts.ts, read-sitemap-part.ts).
import { env } from "@/lib/config/env";
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { listSitemapParts } from "./list-sitemap-parts";
import { loadSite, siteOrigin } from "./load-site";
import { cachedSitemapPart } from "./cached-sitemap-part";
import type { SitemapSource } from "./sitemap-source";
import {
  gzippedSitemapResponse,
  parsePartName,
  partPath,
  sitemapResponse,
  sitemapXml,
  type SitemapEntry,
} from "./sitemap-xml";

interface SeoScope {
  origin: string;
  /** A site's own pages (its home, calendar, shop…), listed in /sitemap/pages.xml; none on the platform. */
  pages: SitemapEntry[] | null;
  /** The lists split into parts, by the kind in the part's name. */
  sources: Record<string, SitemapSource>;
}

const platformScope = (): SeoScope => ({
  origin: env.publicUrl.replace(/\/+$/, ""),
  pages: null,
  sources: { leaders: { kind: "leaders" }, tours: { kind: "tours" } },
});

/** The active site of a host param, or null (unknown host: the 404; inactive: robots closes it, no sitemap). */
async function siteScope(hostParam: string): Promise<SeoScope | "inactive" | null> {
  try {
    const loaded = await loadSite(hostParam);
    const site = loaded.site;
    if (site.inactive) return "inactive";
    const pages = [
      "/",
      "/calendar",
      ...(site.hasShop ? ["/shop"] : []),
      ...(site.hasMag ? ["/mag"] : []),
      ...(site.certificatePhoto ? ["/certificate"] : []),
    ].map((path) => ({ path }));
    return { origin: siteOrigin(loaded), pages, sources: { tours: { kind: "siteTours", leaderId: loaded.userId } } };
  } catch (error) {
    if (isNotFoundSignal(error)) return null;
    throw error;
  }
}

/** The origin robots.txt names for a host (null: the platform), or null when the host's site is inactive or unknown. */
export async function robotsOrigin(hostParam: string | null): Promise<string | null> {
  if (hostParam === null) return platformScope().origin;
  const scope = await siteScope(hostParam);
  return scope && scope !== "inactive" ? scope.origin : null;
}

const notFoundXml = () => new Response("not found", { status: 404 });

async function sitemapIndex(scope: SeoScope): Promise<Response> {
  const lists = await Promise.all(
    Object.entries(scope.sources).map(async ([kind, source]) =>
      (await listSitemapParts(source)).map((p) => ({ path: partPath(kind, p.from), lastmod: p.lastmod })),
    ),
  );
  const parts = lists.flat();
  // A site's home and calendar list its tours: they change when the newest tour does.
  const newest = parts.reduce<string | null>((max, p) => (max && max > p.lastmod ? max : p.lastmod), null);
  const pages = scope.pages ? [{ path: "/sitemap/pages.xml", lastmod: newest }] : [];
  return sitemapResponse(sitemapXml("index", scope.origin, [...pages, ...parts]));
}

/** /sitemap.xml (part null) or /sitemap/<part> of a host (null: the platform). */
export async function answerSitemap(hostParam: string | null, part: string | null): Promise<Response> {
  const scope = hostParam === null ? platformScope() : await siteScope(hostParam);
  if (!scope || scope === "inactive") return notFoundXml();
  if (part === null) return sitemapIndex(scope);
  const parsed = parsePartName(part);
  if (parsed?.kind === "pages" && scope.pages) return sitemapResponse(sitemapXml("urlset", scope.origin, scope.pages));
  const source = parsed && Object.hasOwn(scope.sources, parsed.kind) ? scope.sources[parsed.kind] : null;
  if (!parsed || !source) return notFoundXml();
  const gzipped = await cachedSitemapPart(source, parsed.from, scope.origin);
  return gzipped === null ? notFoundXml() : gzippedSitemapResponse(Buffer.from(gzipped, "base64"));
}
