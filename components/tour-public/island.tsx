// Marks an interactive part of a page for the islands script (components/tour-public/tour-islands.tsx):
// the tour page is rendered by the Pages Router without Next's client runtime
// (components/tour-public/tour-page-route.tsx), so the script hydrates each marked element itself
// with the component of that name and the JSON props written here. Unmarked (a component shared
// with App Router pages, e.g. the site's footer), the component is rendered as it is and hydrated by Next.
import type { ComponentProps, ReactNode } from "react";
import type { TOUR_ISLANDS } from "./tour-islands";

export type IslandName = keyof typeof TOUR_ISLANDS;

interface Props<K extends IslandName> {
  name: K;
  props: ComponentProps<(typeof TOUR_ISLANDS)[K]>;
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
