// The tour page under a sale website's host: proxy.ts rewrites <host>/{leaderId}/tour/{tourId} to
// /sites/<host>/… (lib/websites/site-route.ts). The one tour page of both hosts
// (components/tour-public/tour-page-route.tsx), in the site's frame; an inactive site renders its
// inactive page, another leader's tour the 404. Without Next's client runtime, as the platform's.
import type { PageConfig } from "next";
import { TourPageRoute } from "@/components/tour-public/tour-page-route";
import { tourPagePaths, tourPageProps } from "@/lib/public-pages/tour-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = tourPagePaths;
export const getStaticProps = tourPageProps(true);

export default TourPageRoute;
