import "server-only";
// (Not a route: a module of the site tree.) What the content pages of a sale website (home, shop, magazine, certificate) share: each is
// rendered on its host's first request and then served from the page cache (an empty
// generateStaticParams), its metadata comes from the cached site, and its content sits between the
// owner's approved head element and their body and footer elements.
import type { Metadata } from "next";
import { loadActiveSite, siteOrigin, type ActiveSite, type LoadedSite } from "@/lib/websites/load-site";
import { OwnerScripts } from "@/components/sale-website/owner-scripts";
import { pageMetadata } from "@/components/sale-website/site-metadata";

export interface SitePageProps {
  params: Promise<{ host: string }>;
}

/** No host is rendered at build time; each is rendered on its first request and cached. */
export function generateStaticParams(): { host: string }[] {
  return [];
}

type PageSeo = Omit<Parameters<typeof pageMetadata>[0], "origin" | "siteName"> & { keywords?: string[] };

/** A page's generateMetadata: `seo` gives its title, description and path, or null when the page is off (a 404). */
export function siteMetadata(seo: (site: ActiveSite, loaded: LoadedSite) => PageSeo | null) {
  return async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
    const active = await loadActiveSite((await params).host);
    if (!active) return { title: "سایت فعال نیست", robots: { index: false } };
    const page = seo(active.site, active.loaded);
    if (!page) return {};
    const { keywords, ...seoInput } = page;
    return { ...pageMetadata({ ...seoInput, origin: siteOrigin(active.loaded), siteName: active.site.owner.brand }), ...(keywords ? { keywords } : {}) };
  };
}

/** A content page's frame: the owner's approved elements around the page's own content. */
export function SiteMain({ site, className, children }: { site: ActiveSite; className: string; children: React.ReactNode }) {
  return (
    <main className={className}>
      <OwnerScripts html={site.scripts.head} element="head" />
      {children}
      <OwnerScripts html={site.scripts.body} element="body" />
      <OwnerScripts html={site.scripts.footers} element="footers" />
    </main>
  );
}
