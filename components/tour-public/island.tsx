// Marks an interactive part of the tour page for the islands script (components/tour-public/tour-islands.tsx):
// the platform's tour page is rendered by the Pages Router without Next's client runtime
// (pages/[leaderId]/tour/[tourId].tsx), so the script hydrates each marked element itself with the
// component of that name and the JSON props written here. Unmarked (the sale website's page, in the
// App Router), the component is rendered as it is and hydrated by Next.
import type { ComponentProps, ReactNode } from "react";
import type { TOUR_ISLANDS } from "./tour-islands";

export type IslandName = keyof typeof TOUR_ISLANDS;

interface Props<K extends IslandName> {
  name: K;
  props: ComponentProps<(typeof TOUR_ISLANDS)[K]>;
  mark: boolean;
  children: ReactNode;
}

export function Island<K extends IslandName>({ name, props, mark, children }: Props<K>) {
  if (!mark) return children;
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
