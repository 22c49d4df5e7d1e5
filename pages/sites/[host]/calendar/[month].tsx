// One Jalali month of a sale website's calendar (/calendar/1405-01); a malformed month or one outside the
// calendar's years is the 404. A page of the Pages kind (docs/public-pages.md, "The rule").
import type { PageConfig } from "next";
import { SiteCalendar } from "@/components/sale-website/site-calendar";
import { onDemandPaths } from "@/lib/public-pages/cached-page-props";
import { siteCalendarMonthProps } from "@/lib/public-pages/site-calendar-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = onDemandPaths;
export const getStaticProps = siteCalendarMonthProps;

export default SiteCalendar;
