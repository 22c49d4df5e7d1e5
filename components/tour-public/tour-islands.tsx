// The islands entry of the tour page (both hosts: components/tour-public/tour-page-route.tsx renders it
// without Next's client runtime): the tour page's islands, hydrated by hydrate-islands.ts. Bundled on its
// own by esbuild (scripts/build-islands.ts) with React's react-dom/client. Nothing here may import next/*.
import { BuyBox } from "./buy-box";
import { Comments } from "./comments";
import { hydrateIslands } from "./hydrate-islands";
import { LiveRegistrationState, LiveSessionFigures } from "./live-figures";
import { NotifyMe } from "./notify-me";
import { PhotoGallery } from "./photo-gallery";
import { ViewRecorder } from "./view-recorder";

export const TOUR_ISLANDS = {
  "buy-box": BuyBox,
  gallery: PhotoGallery,
  comments: Comments,
  view: ViewRecorder,
  "registration-state": LiveRegistrationState,
  "session-figures": LiveSessionFigures,
  "notify-me": NotifyMe,
};

/** What a tour page has only sometimes: the vote form (a session has ended), a site's footer buttons (on a site's host). */
export const TOUR_ISLANDS_ON_DEMAND = {
  vote: () => import("./vote-form").then((m) => m.VoteForm),
  "footer-actions": () => import("@/components/sale-website/site-footer-actions").then((m) => m.SiteFooterActions),
};

hydrateIslands(TOUR_ISLANDS, TOUR_ISLANDS_ON_DEMAND);
