// The product receipt under a site host: the platform's, for the active site's owner only.
import Page from "@/app/[leaderId]/product/[productId]/reserve/receipt/page";
import { ownerPage } from "../../../../../site-page";

export { metadata } from "@/app/[leaderId]/product/[productId]/reserve/receipt/page";
export default ownerPage(Page);
