// A sale website's /mag (the logbooks of the owner's tours):
// proxy.ts rewrites <host>/mag to /sites/<host>/mag.
// A page of the Pages kind
// (docs/public-pages.md, "The rule"): served from the page cache without Next's client runtime.
import type { PageConfig } from "next";
import { SiteMag } from "@/components/sale-website/site-mag";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteMagProps } from "@/lib/public-pages/site-content-pages";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteMagProps;

export default SiteMag;
