// A sale website's /shop (the owner's products):
// proxy.ts rewrites <host>/shop to /sites/<host>/shop.
// A page of the Pages kind
// (docs/public-pages.md, "The rule"): served from the page cache without Next's client runtime.
import type { PageConfig } from "next";
import { SiteShop } from "@/components/sale-website/site-shop";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteShopProps } from "@/lib/public-pages/site-content-pages";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteShopProps;

export default SiteShop;
