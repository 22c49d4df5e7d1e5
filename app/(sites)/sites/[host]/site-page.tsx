import "server-only";
// (Not a route: a module of the site tree.) What the App Router's pages of a sale website under [leaderId] (the
// reserve steps, the product page, the ticket) share: they render only for the active site's owner (ownerPage,
// ownerMetadata). The site's anonymous pages (home, tour page, shop, magazine, certificate, calendar) are of the
// Pages kind (pages/sites/[host], docs/public-pages.md "The rule").
import type { Metadata } from "next";
import { loadActiveSite, loadSite, type ActiveSite, type LoadedSite } from "@/lib/websites/load-site";
import { nextMetadata, plainPageMetadata } from "@/components/sale-website/page-metadata";
import { WEBSITE_MESSAGES } from "@/lib/websites/messages";

/** What an inactive site's pages say of themselves: nothing of the owner, and not to be listed. */
const INACTIVE_METADATA: Metadata = nextMetadata(plainPageMetadata(WEBSITE_MESSAGES.inactiveTitle));

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
