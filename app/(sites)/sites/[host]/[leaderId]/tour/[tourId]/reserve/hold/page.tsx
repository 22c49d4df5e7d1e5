// The platform's waiting-list hold page under a site host (no owner scripts on reserve pages), for the active site's owner only.
import Page from "@/app/[leaderId]/tour/[tourId]/reserve/hold/page";
import { ownerPage } from "../../../../../site-page";

export { metadata } from "@/app/[leaderId]/tour/[tourId]/reserve/hold/page";
export default ownerPage(Page);
