// The one islands mechanism of the Pages kind (docs/public-pages.md, "The rule"): each page's islands entry
// (tour-islands.tsx for the tour page, components/sale-website/site-islands.tsx for a site's pages) names the
// islands it has and calls this, which hydrates every element marked by island.tsx with the component of
// that name and the element's JSON props, and mounts the toast outlet (with react-toastify's stylesheet) on
// the first toast. Bundled by esbuild (scripts/build-islands.ts); nothing here may import next/*.
import { createElement, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { TOAST_REQUESTED } from "@/lib/client/toast";

/** react-toastify's stylesheet, copied next to the bundle by scripts/build-islands.ts. */
const TOASTS_STYLESHEET = new URL("./react-toastify.css", import.meta.url).href;

function mountToasts() {
  window.removeEventListener(TOAST_REQUESTED, mountToasts);
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = TOASTS_STYLESHEET;
  document.head.append(link);
  const outlet = document.createElement("div");
  document.body.append(outlet);
  void import("@/components/providers/toasts").then(({ Toasts }) => createRoot(outlet).render(createElement(Toasts)));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, read from JSON
type AnyIsland = ComponentType<any>;

/**
 * Hydrates the page's islands: `islands` are in the entry's script; `onDemand` are islands a page of the entry has
 * only sometimes (the vote form once a session ended, a site's footer buttons on the tour page): their code loads
 * when the page has one, so a page without them does not download it.
 */
export function hydrateIslands(
  islands: Record<string, AnyIsland>,
  onDemand: Record<string, () => Promise<AnyIsland>> = {},
) {
  if (typeof document === "undefined") return;
  window.addEventListener(TOAST_REQUESTED, mountToasts);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    const hydrate = (component: AnyIsland) =>
      hydrateRoot(element, createElement(component as ComponentType<object>, props));
    if (islands[name]) hydrate(islands[name]);
    else if (onDemand[name]) void onDemand[name]().then(hydrate);
  }
}
