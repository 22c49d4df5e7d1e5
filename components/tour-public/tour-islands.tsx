// The islands entry of the tour page (both hosts: components/tour-public/tour-page-route.tsx renders it
// without Next's client runtime): the tour page's islands, hydrated by hydrate-islands.ts. Bundled on its
// own by esbuild (scripts/build-islands.ts) with React's react-dom/client. Nothing here may import next/*.
import { SiteFooterActions } from "@/components/sale-website/site-footer-actions";
import { BuyBox } from "./buy-box";
import { Comments } from "./comments";
import { hydrateIslands } from "./hydrate-islands";
import { LiveRegistrationState, LiveSessionFigures } from "./live-figures";
import { NotifyMe } from "./notify-me";
import { PhotoGallery } from "./photo-gallery";
import { ViewRecorder } from "./view-recorder";
import { VoteForm } from "./vote-form";

export const TOUR_ISLANDS = {
  "buy-box": BuyBox,
  gallery: PhotoGallery,
  comments: Comments,
  vote: VoteForm,
  view: ViewRecorder,
  "registration-state": LiveRegistrationState,
  "session-figures": LiveSessionFigures,
  "footer-actions": SiteFooterActions,
  "notify-me": NotifyMe,
};

hydrateIslands(TOUR_ISLANDS);
