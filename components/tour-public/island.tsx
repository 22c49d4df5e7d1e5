// Marks an interactive part of a page for the islands script (components/tour-public/tour-islands.tsx):
// the tour page is rendered by the Pages Router without Next's client runtime
// (components/tour-public/tour-page-route.tsx), so the script hydrates each marked element itself
// with the component of that name and the JSON props written here. Unmarked (a component shared
// with App Router pages, e.g. the site's footer), the component is rendered as it is and hydrated by Next.
import type { ComponentProps, ReactNode } from "react";
import type { TRACKING_ISLANDS, TRACKING_ISLANDS_LATER } from "@/components/ticket/tracking-islands";
import type { TOUR_ISLANDS, TOUR_ISLANDS_LATER } from "./tour-islands";

type Loaded<T> = { [K in keyof T]: T[K] extends { load: () => Promise<infer C> } ? C : never };

/** Every island of every entry (scripts/build-islands.ts), by name. */
export type IslandComponents = typeof TOUR_ISLANDS &
  Loaded<typeof TOUR_ISLANDS_LATER> &
  typeof TRACKING_ISLANDS &
  Loaded<typeof TRACKING_ISLANDS_LATER>;
export type IslandName = keyof IslandComponents;

interface Props<K extends IslandName> {
  name: K;
  props: ComponentProps<IslandComponents[K]>;
  mark: boolean;
  /** The wrapper's class: "contents" keeps the island's children in their parent's flex row. */
  className?: string;
  children: ReactNode;
}

export function Island<K extends IslandName>({ name, props, mark, className, children }: Props<K>) {
  if (!mark) return children;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      {children}
    </div>
  );
}
