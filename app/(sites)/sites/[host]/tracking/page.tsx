// Ticket tracking and cancellation under the site's host: the platform's page (no owner scripts).
export { default, metadata } from "@/app/tracking/page";
