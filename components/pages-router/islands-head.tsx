// The islands script in the head of a Pages Router page without Next's client runtime (the tour page
// on both hosts, a sale website's home): components/tour-public/tour-islands.tsx hydrates the page's
// marked elements. A module script runs after the document is parsed, as a deferred one.
import Head from "next/head";

export function IslandsHead({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <Head>
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      <script type="module" src={src} />
    </Head>
  );
}
