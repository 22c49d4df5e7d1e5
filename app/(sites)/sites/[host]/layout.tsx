// Every page of a sale website (proxy.ts rewrites <host>/<path> to /sites/<host>/<path>): the
// site's frame (components/sale-website/site-frame.tsx, shared with the tour page, a Pages Router
// page); an inactive site shows only that it is inactive. The toast outlet (loaded on the first
// toast) only: the traveller's islands read with plain fetches (no react-query, no session provider).
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { loadSite, type ActiveSite } from "@/lib/websites/load-site";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { SiteFrame } from "@/components/sale-website/site-frame";
import { siteFrameData } from "@/lib/websites/site-frame-data";
import { LazyToasts } from "@/components/providers/lazy-toasts";
import type { Metadata } from "next";
import { pageTitle } from "@/lib/shared/brand";

/** A page of the site titles itself under the site's brand, as its Pages Router pages do («… | brand»). */
export async function generateMetadata({ params }: { params: Promise<{ host: string }> }): Promise<Metadata> {
  const { site } = await loadSite((await params).host);
  if (site.inactive) return {};
  const { brand } = (site as ActiveSite).owner;
  return { title: { default: brand, template: pageTitle("%s", brand) } };
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ host: string }>;
}) {
  const { host } = await params;
  const { site } = await loadSite(host);
  if (site.inactive) return <InactiveSite />;
  return (
    <>
      <SiteFrame frame={siteFrameData(site as ActiveSite, siteLoginUrl(host))}>{children}</SiteFrame>
      <LazyToasts />
    </>
  );
}
