// The product receipt under a site host: the platform's.
export { default, metadata } from "@/app/[leaderId]/product/[productId]/reserve/receipt/page";
