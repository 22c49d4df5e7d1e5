// The platform's reserve step under a site host (no owner scripts on reserve pages), for the active site's owner only.
import Page from "@/app/[leaderId]/tour/[tourId]/reserve/receipt/page";
import { ownerPage } from "../../../../../site-page";

export { metadata } from "@/app/[leaderId]/tour/[tourId]/reserve/receipt/page";
export default ownerPage(Page);
