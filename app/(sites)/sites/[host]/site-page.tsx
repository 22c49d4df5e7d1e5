import "server-only";
// (Not a route: a module of the site tree.) What the App Router's content pages of a sale website (shop, magazine,
// certificate, calendar) share: each is rendered on its host's first request and then served from the page cache (an
// empty generateStaticParams), its metadata comes from the cached site, and its content sits between the owner's
// approved head element and their body and footer elements (components/sale-website/site-main.tsx). The home is a
// Pages Router page (pages/sites/[host]/index.tsx). The pages under [leaderId] render only for the active site's owner
// (ownerPage, ownerMetadata).
import type { Metadata } from "next";
import { loadActiveSite, loadSite, siteOrigin, type ActiveSite, type LoadedSite } from "@/lib/websites/load-site";
import { nextMetadata, pageMetadata, plainPageMetadata } from "@/components/sale-website/page-metadata";
import { WEBSITE_MESSAGES } from "@/lib/websites/messages";

export interface SitePageProps {
  params: Promise<{ host: string }>;
}

/** No host is rendered at build time; each is rendered on its first request and cached. */
export function generateStaticParams(): { host: string }[] {
  return [];
}

type PageSeo = Omit<Parameters<typeof pageMetadata>[0], "origin" | "siteName">;

/** What an inactive site's pages say of themselves: nothing of the owner, and not to be listed. */
export const INACTIVE_METADATA: Metadata = nextMetadata(plainPageMetadata(WEBSITE_MESSAGES.inactiveTitle));

/** A page's generateMetadata: `seo` gives its title, description and path, or null when the page is off (a 404). */
export function siteMetadata(seo: (site: ActiveSite, loaded: LoadedSite) => PageSeo | null) {
  return async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
    const active = await loadActiveSite((await params).host);
    if (!active) return INACTIVE_METADATA;
    const page = seo(active.site, active.loaded);
    if (!page) return {};
    return nextMetadata(
      pageMetadata({ ...page, origin: siteOrigin(active.loaded), siteName: active.site.owner.brand }),
    );
  };
}

interface OwnerPageProps {
  params: Promise<{ host: string; leaderId: string }>;
}
/** The platform's pages name only their own parameters; under a site, host is among them too. */
type AnyPageProps = { params: Promise<object> };

/** The active site a page under [leaderId] belongs to: null for an inactive site or another leader's id. */
async function ownerSite(props: AnyPageProps) {
  const { host, leaderId } = await (props as OwnerPageProps).params;
  const active = await loadActiveSite(host);
  return active && String(active.loaded.userId) === leaderId ? active : null;
}

/**
 * A page under [leaderId] (a tour, a product, a reserve step): rendered only for the active site's
 * owner. Next renders a page even when its layout shows something else (the inactive page, a 404),
 * and sends it along in the page's payload, so the page itself must not render the owner's data.
 */
export function ownerPage<P extends AnyPageProps>(
  Page: (props: P, active: { loaded: LoadedSite; site: ActiveSite }) => React.ReactNode | Promise<React.ReactNode>,
) {
  return async function OwnerPage(props: P) {
    const active = await ownerSite(props);
    return active ? Page(props, active) : null;
  };
}

/** The metadata of a page under [leaderId]: the page's own for the active site's owner only. */
export function ownerMetadata<P extends AnyPageProps>(
  metadata: Metadata | ((props: P, active: { loaded: LoadedSite; site: ActiveSite }) => Promise<Metadata>),
) {
  return async function generateMetadata(props: P): Promise<Metadata> {
    const active = await ownerSite(props);
    if (!active)
      return (await loadSite((await (props as OwnerPageProps).params).host)).site.inactive ? INACTIVE_METADATA : {};
    return typeof metadata === "function" ? metadata(props, active) : metadata;
  };
}
