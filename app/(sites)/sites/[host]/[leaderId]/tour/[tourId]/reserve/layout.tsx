// The reserve steps under a site host: the platform's (no owner scripts on reserve pages).
export { default } from "@/app/[leaderId]/tour/[tourId]/reserve/layout";
