// Hydrates one marked element with its island (hydrate-islands.ts finds the elements and decides when). Apart from
// the finder so that the renderer (Preact, scripts/build-islands.ts) loads with it: an entry whose first screen has
// islands imports it, an entry with islands only for later (a site's footer buttons) loads it on the first need.
import { createElement, useEffect, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, read from JSON
export type AnyIsland = ComponentType<any>;

/** Calls `done` once React has committed the hydrated island (effects run after the commit). */
function Hydrated({ island, props, done }: { island: AnyIsland; props: object; done: () => void }) {
  useEffect(done, [done]);
  return createElement(island, props);
}

export function mountIsland(element: HTMLElement, island: AnyIsland, props: object, done?: () => void) {
  hydrateRoot(element, done ? createElement(Hydrated, { island, props, done }) : createElement(island, props));
}

export type MountIsland = typeof mountIsland;

/** Renders `component` into an element the server did not render (the toast outlet, mounted on the first toast). */
export function renderInto(element: HTMLElement, component: ComponentType) {
  createRoot(element).render(createElement(component));
}
