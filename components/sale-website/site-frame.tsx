// A sale website's frame around a page: the palette, header and footer. One component for the
// site's App Router pages (app/(sites)/sites/[host]/layout.tsx) and the tour page, a Pages Router
// page without Next's client runtime (components/tour-public/tour-page-route.tsx): there
// `islands` marks the footer's buttons for the islands script.
import type { SiteFrameData } from "@/lib/websites/site-frame-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteFrame({
  frame,
  islands = false,
  children,
}: {
  frame: SiteFrameData;
  islands?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`palette-${frame.colorPalette} flex min-h-screen flex-col bg-[var(--site-soft)]`}
      data-palette={frame.colorPalette}
    >
      <SiteHeader
        brand={frame.brand}
        hasShop={frame.hasShop}
        hasMag={frame.hasMag}
        hasCertificate={frame.hasCertificate}
        loginHref={frame.loginHref}
      />
      <div className="flex-1">{children}</div>
      <SiteFooter
        brand={frame.brand}
        ownerId={frame.ownerId}
        mobile={frame.mobile}
        email={frame.email}
        telegram={frame.telegram}
        instagram={frame.instagram}
        policy={frame.policy}
        islands={islands}
      />
    </div>
  );
}
