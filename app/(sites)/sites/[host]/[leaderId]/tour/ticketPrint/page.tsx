// The ticket print page under a site host (no owner scripts), for the active site's owner only.
import Page from "@/app/[leaderId]/tour/ticketPrint/page";
import { ownerPage } from "../../../site-page";

export { metadata } from "@/app/[leaderId]/tour/ticketPrint/page";
export default ownerPage(Page);
