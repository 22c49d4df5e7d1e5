// /tracking: find, print or cancel a ticket (components/ticket/tracking-route.tsx). Without Next's client runtime,
// prerendered at build: the page holds no data (the form's island reads the ticket). `config` must be written in the
// route's own file.
import type { PageConfig } from "next";
import { TrackingRoute } from "@/components/ticket/tracking-route";
import { trackingPageProps } from "@/lib/public-pages/tracking-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticProps = trackingPageProps(false);

export default TrackingRoute;
