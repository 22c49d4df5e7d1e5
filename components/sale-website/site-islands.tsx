// The islands entry of a sale website's pages of the Pages kind other than the tour page (its home, shop, magazine,
// certificate, calendar): only the footer's buttons, whose code (and Preact) loads on the first pointer, touch, focus
// or key on them, the click replayed once they are live; so these pages load no renderer at first paint and nothing
// of the tour page (the buy box, the gallery, the comments). Hydrated by components/tour-public/hydrate-islands.ts;
// bundled by scripts/build-islands.ts.
import { hydrateIslands, lazyIsland } from "@/components/tour-public/hydrate-islands";

export const SITE_ISLANDS_LATER = {
  "footer-actions": lazyIsland("interaction", () => import("./site-footer-actions").then((m) => m.SiteFooterActions)),
};

hydrateIslands({ later: SITE_ISLANDS_LATER });
