// The product page under a site's host: the platform's page (one component, DESIGN.md §7); the site layout adds the site's header and footer. Rendered only for the active site's owner (ownerPage).
import Page, { generateMetadata as platformMetadata } from "@/app/[leaderId]/product/[productId]/page";
import { ownerMetadata, ownerPage } from "../../../site-page";

export const generateMetadata = ownerMetadata(platformMetadata);
export default ownerPage(Page);
