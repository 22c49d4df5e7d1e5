// The islands entry of a sale website's pages of the Pages kind other than the tour page (its home): only
// the footer's buttons, so the home's script carries nothing of the tour page (the buy box, the gallery,
// the comments). Hydrated by components/tour-public/hydrate-islands.ts; bundled by scripts/build-islands.ts.
import { hydrateIslands } from "@/components/tour-public/hydrate-islands";
import type { IslandComponents } from "@/components/tour-public/island";
import { SiteFooterActions } from "./site-footer-actions";

export const SITE_ISLANDS = { "footer-actions": SiteFooterActions } satisfies Partial<IslandComponents>;

hydrateIslands(SITE_ISLANDS);
