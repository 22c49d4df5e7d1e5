// The product order step under a site host: the platform's (no owner scripts on order pages).
export { default, metadata } from "@/app/[leaderId]/product/[productId]/reserve/page";
