// A sale website's content page of the Pages kind (shop, magazine, certificate: pages/sites/[host]/…, data from
// lib/public-pages/site-page.ts): the head from the one metadata builder (page-metadata.tsx), the site's frame with
// the footer's island (the site's islands entry, site-islands.tsx), and the owner's approved elements around the
// page's content; an inactive site renders only its inactive page.
import { InactiveSitePage } from "@/components/pages-router/inactive-site-page";
import { IslandsHead } from "@/components/pages-router/islands-head";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import type { SitePageProps } from "@/lib/public-pages/site-page";
import { pageMetadata } from "./page-metadata";
import { SiteFrame } from "./site-frame";
import { SiteMain } from "./site-main";

export function SitePageRoute<Content>({
  props,
  className,
  children,
}: {
  props: SitePageProps<Content>;
  className: string;
  children: (content: Content) => React.ReactNode;
}) {
  if (props.kind === "inactive") return <InactiveSitePage />;
  const { seo, origin, brand, frame, scripts, script, content } = props;
  return (
    <>
      <MetadataHead metadata={pageMetadata({ ...seo, origin, siteName: brand })} />
      <IslandsHead script={script} />
      <SiteFrame frame={frame} islands>
        <SiteMain scripts={scripts} className={className}>
          {children(content)}
        </SiteMain>
      </SiteFrame>
    </>
  );
}
