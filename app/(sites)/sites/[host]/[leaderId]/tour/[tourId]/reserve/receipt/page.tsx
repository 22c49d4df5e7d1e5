// The platform's reserve step under a site host (no owner scripts on reserve pages).
export { default, metadata } from "@/app/[leaderId]/tour/[tourId]/reserve/receipt/page";
