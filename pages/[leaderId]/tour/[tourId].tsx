// The platform's tour page, /{leaderId}/tour/{tourId}: the one tour page of both hosts
// (components/tour-public/tour-page-route.tsx) in the platform's shell. Without Next's client
// runtime: the App Router's framework alone is ~130 KB of gzipped JavaScript, the page's budget
// (docs/public-pages.md, "Speed and weight"). `config` must be written in the route's own file.
import type { PageConfig } from "next";
import { TourPageRoute } from "@/components/tour-public/tour-page-route";
import { tourPagePaths, tourPageProps } from "@/lib/public-pages/tour-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = tourPagePaths;
export const getStaticProps = tourPageProps(false);

export default TourPageRoute;
