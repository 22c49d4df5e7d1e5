// The islands script of the tour page (both hosts: components/tour-public/tour-page-route.tsx renders
// it without Next's client runtime): bundled on its own by esbuild (scripts/build-islands.ts) with
// React's react-dom/client, it hydrates each element marked by components/tour-public/island.tsx
// with the component of that name and the element's JSON props, and mounts the toast outlet (with
// react-toastify's stylesheet) on the first toast. Nothing here may import next/*.
import { createElement, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { TOAST_REQUESTED } from "@/lib/client/toast";
import { SiteFooterActions } from "@/components/sale-website/site-footer-actions";
import { BuyBox } from "./buy-box";
import { Comments } from "./comments";
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

function hydrateIslands() {
  window.addEventListener(TOAST_REQUESTED, mountToasts);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const component = TOUR_ISLANDS[element.dataset.island as keyof typeof TOUR_ISLANDS] as
      ComponentType<object> | undefined;
    if (component) hydrateRoot(element, createElement(component, JSON.parse(element.dataset.props ?? "{}") as object));
  }
}

if (typeof document !== "undefined") hydrateIslands();
