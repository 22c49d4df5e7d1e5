// The ticket print page under a site host (no owner scripts).
export { default, metadata } from "@/app/[leaderId]/tour/ticketPrint/page";
