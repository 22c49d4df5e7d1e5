// A sale website's content page (home, shop, magazine, certificate, calendar): the owner's approved
// elements around the page's own content. The App Router's site pages and the home (a Pages Router
// page, components/sale-website/site-home-route.tsx) share it.
import type { OwnerElements } from "@/lib/public-pages/tour-page";
import { OwnerScripts } from "./owner-scripts";

export function SiteMain({
  scripts,
  className,
  children,
}: {
  scripts: OwnerElements;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <main className={className}>
      <OwnerScripts html={scripts.head} element="head" />
      {children}
      <OwnerScripts html={scripts.body} element="body" />
      <OwnerScripts html={scripts.footers} element="footers" />
    </main>
  );
}
