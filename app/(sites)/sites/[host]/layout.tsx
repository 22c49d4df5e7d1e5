// Every page of a sale website (proxy.ts rewrites <host>/<path> to /sites/<host>/<path>): the
// site's palette, header and footer; an inactive site shows only that it is inactive. The toast outlet
// (loaded on the first toast) only: the traveller's islands read with plain fetches (no react-query,
// no session provider).
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { loadSite } from "@/lib/websites/load-site";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { SiteFooter } from "@/components/sale-website/site-footer";
import { SiteHeader } from "@/components/sale-website/site-header";
import { LazyToasts } from "@/components/providers/lazy-toasts";

export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ host: string }> }) {
  const { host } = await params;
  const { site } = await loadSite(host);
  if (site.inactive) return <InactiveSite />;
  return (
    <>
      <div className={`palette-${site.colorPalette} flex min-h-screen flex-col bg-[var(--site-soft)]`} data-palette={site.colorPalette}>
        <SiteHeader brand={site.owner.brand} hasShop={site.hasShop} hasMag={site.hasMag} hasCertificate={!!site.certificatePhoto} loginHref={siteLoginUrl(host)} />
        <div className="flex-1">{children}</div>
        <SiteFooter
          brand={site.owner.brand}
          ownerId={site.owner.id}
          mobile={site.owner.mobile}
          email={site.owner.email}
          telegram={site.owner.telegram}
          instagram={site.owner.instagram}
          policy={site.policy}
        />
      </div>
      <LazyToasts />
    </>
  );
}
