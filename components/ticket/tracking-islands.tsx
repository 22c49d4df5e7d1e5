// The islands entry of the tracking page (both hosts: components/ticket/tracking-route.tsx): the form that
// finds, prints and cancels a ticket, and a site's footer buttons. The ticket's manager (with the card and
// sheba checks) loads once a ticket is found. Hydrated by components/tour-public/hydrate-islands.ts; bundled
// by scripts/build-islands.ts. Nothing here may import next/*.
import { hydrateIslands, lazyIsland } from "@/components/tour-public/hydrate-islands";
import { mountIsland } from "@/components/tour-public/mount-island";
import { TrackingForm } from "./tracking-form";

export const TRACKING_ISLANDS = { "tracking-form": TrackingForm };

export const TRACKING_ISLANDS_LATER = {
  // On a site's host only.
  "footer-actions": lazyIsland("interaction", () =>
    import("@/components/sale-website/site-footer-actions").then((m) => m.SiteFooterActions),
  ),
};

hydrateIslands({ now: TRACKING_ISLANDS, mount: mountIsland, later: TRACKING_ISLANDS_LATER });
