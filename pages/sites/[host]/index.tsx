// A sale website's home: proxy.ts rewrites <host>/ to /sites/<host> (lib/websites/site-route.ts).
// Served from the page cache without Next's client runtime, as the tour page
// (components/sale-website/site-home-route.tsx), as the site's shop, mag, certificate and calendar beside it.
import type { PageConfig } from "next";
import { SiteHomeRoute } from "@/components/sale-website/site-home-route";
import { siteHomePaths, siteHomeProps } from "@/lib/public-pages/site-home";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = siteHomePaths;
export const getStaticProps = siteHomeProps;

export default SiteHomeRoute;
