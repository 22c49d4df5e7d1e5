// The one islands mechanism of the Pages kind (docs/public-pages.md, "The rule"): each page's islands entry
// (tour-islands.tsx for the tour page, components/sale-website/site-islands.tsx for a site's pages) names the
// islands it has and calls this, which hydrates every element marked by island.tsx with the component of
// that name and the element's JSON props (mount-island.ts), at once or when its trigger comes, and mounts the toast
// outlet (with react-toastify's stylesheet) on the first toast. Bundled by esbuild (scripts/build-islands.ts); nothing
// here may import next/* or the renderer (Preact, scripts/build-islands.ts): an entry without islands for the first
// screen loads it on the first need.
import { TOAST_REQUESTED } from "@/lib/client/toast";
import type { AnyIsland, MountIsland } from "./mount-island";

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
  // Through mount-island.ts, not import("react-dom/client"): a CommonJS module imported on demand is its default only.
  void Promise.all([import("./mount-island"), import("@/components/providers/toasts")]).then(
    ([{ renderInto }, { Toasts }]) => renderInto(outlet, Toasts),
  );
}

/**
 * When a later island's code loads: `visible` when it comes within half a screen of the viewport, `interaction` on
 * the first pointer, touch, focus or key on it (a click meanwhile is held and given to the island once it is live).
 */
export type IslandTrigger = "visible" | "interaction";

export interface LazyIsland<C extends AnyIsland = AnyIsland> {
  when: IslandTrigger;
  load: () => Promise<C>;
}

export const lazyIsland = <C extends AnyIsland>(when: IslandTrigger, load: () => Promise<C>): LazyIsland<C> => ({
  when,
  load,
});

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Starts `hydrate` on the first interaction with `element`; a click before the island is live is replayed after. */
function onInteraction(element: HTMLElement, hydrate: (live: () => void) => void) {
  let held: HTMLElement | null = null;
  let started = false;
  const holdClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    held = event.target instanceof HTMLElement ? event.target : null;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    hydrate(() => {
      element.removeEventListener("click", holdClick, true);
      if (held?.isConnected) held.click();
    });
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
  element.addEventListener("click", holdClick, true);
}

let nearScreen: IntersectionObserver | undefined;
const whenSeen = new WeakMap<Element, () => void>();

/** Runs `start` once `element` comes within half a screen of the viewport (at once where there is no observer). */
function onVisible(element: HTMLElement, start: () => void) {
  if (typeof IntersectionObserver === "undefined") return start();
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreen!.unobserve(entry.target);
        whenSeen.get(entry.target)?.();
      }
    },
    { rootMargin: "50% 0px" },
  );
  // A `display: contents` wrapper has no box to intersect: its first child stands for it.
  const target = getComputedStyle(element).display === "contents" ? (element.firstElementChild ?? element) : element;
  whenSeen.set(target, start);
  nearScreen.observe(target);
}

/** Resolves in a later task (scheduler.yield where the browser has it), so the browser may paint and answer input. */
function nextTask(): Promise<void> {
  const scheduler = (window as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each hydration in a task of its own, in the page's order: one long task would block a phone's first input. */
async function oneTaskEach(hydrations: (() => void)[]) {
  for (const [index, hydrate] of hydrations.entries()) {
    if (index > 0) await nextTask();
    hydrate();
  }
}

interface Islands {
  /** Hydrated at once: what the first screen shows live. Their entry imports `mount` (the renderer comes with it). */
  now?: Record<string, AnyIsland>;
  mount?: MountIsland;
  /** Loaded when their trigger comes (lazyIsland). */
  later?: Record<string, LazyIsland>;
}

/**
 * Hydrates the page's islands: `now` at once (each in a task of its own), `later` each when its trigger comes, so a
 * page loads at first paint only the code of what its first screen shows live.
 */
export function hydrateIslands({ now = {}, mount, later = {} }: Islands) {
  if (typeof document === "undefined") return;
  window.addEventListener(TOAST_REQUESTED, mountToasts);
  let mounting: Promise<MountIsland> | undefined = mount && Promise.resolve(mount);
  const mounter = () => (mounting ??= import("./mount-island").then((m) => m.mountIsland));
  const atOnce: (() => void)[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    if (now[name]) {
      if (mount) atOnce.push(() => mount(element, now[name], props));
      else void mounter().then((m) => m(element, now[name], props));
      continue;
    }
    const lazy = later[name];
    if (!lazy) continue;
    const hydrate = (live?: () => void) =>
      void Promise.all([mounter(), lazy.load()]).then(([m, island]) => m(element, island, props, live));
    if (lazy.when === "visible") onVisible(element, hydrate);
    else onInteraction(element, hydrate);
  }
  void oneTaskEach(atOnce);
}
