// The islands script in the head of a Pages Router page without Next's client runtime (the tour page
// on both hosts, a sale website's pages, /tracking): the page's entry (components/tour-public/tour-islands.tsx…)
// hydrates the page's marked elements. A module script runs after the document is parsed, as a deferred one.
// Fetched at low priority, with the chunks it imports preloaded at low priority too (a module's imports are fetched
// at the default, High, whatever the importer's priority): on a phone's slow link the first screen's photo, font and
// styles come first, and the chunks load beside the entry, not after it. Lighthouse counts a High script in the path
// of the first paint.
import Head from "next/head";
import type { IslandsScript } from "@/lib/tours/islands-script";

export function IslandsHead({ script }: { script: IslandsScript | null }) {
  if (!script) return null;
  return (
    <Head>
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      <script type="module" src={script.src} fetchPriority="low" />
      {script.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
    </Head>
  );
}
