// The product page under a site's host: the platform's page (one component, DESIGN.md §7); the site layout adds the site's header and footer. Rendered only for the active site's owner (ownerPage).
import Page from "@/app/[leaderId]/product/[productId]/page";
import { productPageMetadata } from "@/app/[leaderId]/product/[productId]/product-metadata";
import { ownerMetadata, ownerPage } from "../../../site-page";

type Params = { params: Promise<{ host: string; leaderId: string; productId: string }> };

// The site's own origin and brand in the head (the platform's page names the platform's).
export const generateMetadata = ownerMetadata((props: Params, active) => productPageMetadata(props.params, active));
export default ownerPage(Page);
