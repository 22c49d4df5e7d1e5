// A sale website's /certificate (the owner's licence photo):
// proxy.ts rewrites <host>/certificate to /sites/<host>/certificate.
// A page of the Pages kind
// (docs/public-pages.md, "The rule"): served from the page cache without Next's client runtime.
import type { PageConfig } from "next";
import { SiteCertificate } from "@/components/sale-website/site-certificate";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteCertificateProps } from "@/lib/public-pages/site-content-pages";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteCertificateProps;

export default SiteCertificate;
