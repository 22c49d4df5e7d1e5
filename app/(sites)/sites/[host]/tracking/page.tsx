// Ticket tracking and cancellation under the site's host, in the site's own header and footer (no
// owner scripts).
import { TrackingMain } from "@/components/ticket/tracking-main";

export { metadata } from "@/app/tracking/page";

export default function SiteTrackingPage() {
  return <TrackingMain />;
}
