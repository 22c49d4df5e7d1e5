// A sale website's /calendar (this Jalali month's departures): proxy.ts rewrites <host>/calendar to
// /sites/<host>/calendar. A page of the Pages kind (docs/public-pages.md, "The rule").
import type { PageConfig } from "next";
import { SiteCalendar } from "@/components/sale-website/site-calendar";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteCalendarProps } from "@/lib/public-pages/site-calendar-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteCalendarProps;

export default SiteCalendar;
