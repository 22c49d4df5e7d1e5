// A day of a sale website's calendar (/calendar/1405-01/08): its sessions, a page at a time (the later pages are
// calendar/[month]/[day]/[page].tsx). A page of the Pages kind (docs/public-pages.md, "The rule").
import type { PageConfig } from "next";
import { SiteCalendarDay } from "@/components/sale-website/site-calendar-day";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteCalendarDayProps } from "@/lib/public-pages/site-calendar-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteCalendarDayProps;

export default SiteCalendarDay;
