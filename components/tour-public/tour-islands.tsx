// The islands entry of the tour page (both hosts: components/tour-public/tour-page-route.tsx renders it
// without Next's client runtime), hydrated by hydrate-islands.ts. Bundled by esbuild (scripts/build-islands.ts) with
// Preact answering react-dom/client. Nothing here may import next/*. In the entry, hydrated at once: what a phone's
// first screen shows live (the buy bar, the registration state) and what runs on every view; the rest loads when it
// is needed (docs/public-pages.md, "What loads when on the tour page").
import { BuyBox } from "./buy-box";
import { hydrateIslands, lazyIsland } from "./hydrate-islands";
import { LiveRegistrationState } from "./live-figures";
import { mountIsland } from "./mount-island";
import { NotifyMe } from "./notify-me";
import { ViewRecorder } from "./view-recorder";

export const TOUR_ISLANDS = {
  "buy-box": BuyBox,
  view: ViewRecorder,
  "registration-state": LiveRegistrationState,
  "notify-me": NotifyMe,
};

export const TOUR_ISLANDS_LATER = {
  // The photo is plain HTML: only the thumbnails need code.
  gallery: lazyIsland("interaction", () => import("./photo-gallery").then((m) => m.PhotoGallery)),
  comments: lazyIsland("visible", () => import("./comments").then((m) => m.Comments)),
  "session-figures": lazyIsland("visible", () => import("./live-figures").then((m) => m.LiveSessionFigures)),
  // A tour page has it only once a session has ended.
  vote: lazyIsland("visible", () => import("./vote-form").then((m) => m.VoteForm)),
  // A site's footer buttons (on a site's host only).
  "footer-actions": lazyIsland("interaction", () =>
    import("@/components/sale-website/site-footer-actions").then((m) => m.SiteFooterActions),
  ),
};

hydrateIslands({ now: TOUR_ISLANDS, mount: mountIsland, later: TOUR_ISLANDS_LATER });
