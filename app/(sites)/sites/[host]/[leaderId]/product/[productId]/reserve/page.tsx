// The product order step under a site host: the platform's (no owner scripts on order pages), for the active site's owner only.
import Page from "@/app/[leaderId]/product/[productId]/reserve/page";
import { ownerPage } from "../../../../site-page";

export { metadata } from "@/app/[leaderId]/product/[productId]/reserve/page";
export default ownerPage(Page);
