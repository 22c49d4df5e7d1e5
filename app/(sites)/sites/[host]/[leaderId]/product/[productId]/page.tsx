// The product page under a site's host: the platform's page (one component, DESIGN.md §7); the
// site layout adds the site's header and footer, the leader layout refuses another leader's id.
export { default, generateMetadata } from "@/app/[leaderId]/product/[productId]/page";
