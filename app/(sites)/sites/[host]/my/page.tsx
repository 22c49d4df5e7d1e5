// /my under a sale website's host, in the site's own frame: the same bookings as on the platform
// (every leader's), with a session of this host (lib/traveller/session.ts).
import { MyMain } from "@/components/traveller/my-main";

export { metadata } from "@/app/my/layout";

export default function SiteMyPage() {
  return <MyMain />;
}
