// An inactive sale website's page in the Pages Router (its home, its tour pages): what the App
// Router's site layout shows, with the same head (title, not to be listed), and none of the owner's data.
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { plainPageMetadata } from "@/components/sale-website/page-metadata";
import { WEBSITE_MESSAGES } from "@/lib/websites/messages";
import { MetadataHead } from "./metadata-head";

export function InactiveSitePage() {
  return (
    <>
      <MetadataHead metadata={plainPageMetadata(WEBSITE_MESSAGES.inactiveTitle)} />
      <InactiveSite />
    </>
  );
}
