// A sale website's /tracking (proxy.ts rewrites <host>/tracking to /sites/<host>/tracking): the tracking page
// (components/ticket/tracking-route.tsx) in the site's frame, served from the page cache without Next's client runtime.
import type { PageConfig } from "next";
import { TrackingRoute } from "@/components/ticket/tracking-route";
import { siteTrackingPaths, trackingPageProps } from "@/lib/public-pages/tracking-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = siteTrackingPaths;
export const getStaticProps = trackingPageProps(true);

export default TrackingRoute;
