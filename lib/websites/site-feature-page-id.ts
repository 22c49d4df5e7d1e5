// A sale website's shop, magazine or certificate page (/shop, /mag, /certificate) as proxy.ts asks about it: each is
// the site's only while its plan and features have it (a shop or a magazine) or its owner has uploaded a licence photo
// (lib/public-pages/site-content-pages.ts). Without, the page's Pages-Router 404 is the platform's, in Hamsafar's frame,
// on the site's host (a stale link, a bookmark, a search engine): asked here, it is the site's own kept 404 in its frame.
// An unknown or inactive host is left to the page (the site's pages answer it: the inactive page).
import type { PublicPageId } from "./public-page-id";
import { isSiteActive, resolveSiteHost } from "./resolve-site-host";

const FEATURE_PAGES = { "/shop": "shop", "/mag": "mag", "/certificate": "certificate" } as const;

export async function siteFeaturePageId(host: string | null, pathname: string): Promise<PublicPageId | null> {
  const page = FEATURE_PAGES[pathname as keyof typeof FEATURE_PAGES];
  if (!page) return null;
  const site = await resolveSiteHost(host);
  return site && isSiteActive(site) ? { kind: "sitePage", leaderId: site.userId, page } : null;
}
