// An inactive sale website's page in the Pages Router (its home, its tour pages): what the App
// Router's site layout shows, with the same head (title, not to be listed), and none of the owner's data.
import { InactiveSite } from "@/components/sale-website/inactive-site";
import { WEBSITE_MESSAGES } from "@/lib/websites/messages";
import { MetadataHead } from "./metadata-head";

export function InactiveSitePage() {
  return (
    <>
      <MetadataHead metadata={{ title: WEBSITE_MESSAGES.inactiveTitle }} noIndex />
      <InactiveSite />
    </>
  );
}
