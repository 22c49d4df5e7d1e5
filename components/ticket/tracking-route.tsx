// The tracking page, one implementation for both hosts: the platform's /tracking (pages/tracking.tsx), in Hamsafar's
// header, and a sale website's (pages/sites/[host]/tracking.tsx, proxy.ts rewrites <host>/tracking), in the site's
// frame. A Pages Router page without Next's client runtime (docs/public-pages.md, "The rule"): the form is an island
// (tracking-islands.tsx), the rest is HTML. Not to be listed (a page of a form, with nothing to find).
import { InactiveSitePage } from "@/components/pages-router/inactive-site-page";
import { IslandsHead } from "@/components/pages-router/islands-head";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { PlainHeader } from "@/components/public/plain-header";
import { plainPageMetadata } from "@/components/sale-website/page-metadata";
import { SiteFrame } from "@/components/sale-website/site-frame";
import type { TrackingPageProps } from "@/lib/public-pages/tracking-page";
import { TrackingMain } from "./tracking-main";

export function TrackingRoute(props: TrackingPageProps) {
  if (props.kind === "inactive") return <InactiveSitePage />;
  const { frame, siteName, script } = props;
  return (
    <>
      <MetadataHead metadata={plainPageMetadata("پیگیری و لغو بلیت", siteName)} />
      <IslandsHead script={script} />
      {frame ? (
        <SiteFrame frame={frame} islands>
          <TrackingMain />
        </SiteFrame>
      ) : (
        <div className="min-h-screen bg-slate-50">
          <PlainHeader link={{ href: "/", label: "بازگشت به صفحه اصلی" }} logoTestId="tracking-home" />
          <TrackingMain />
        </div>
      )}
    </>
  );
}
