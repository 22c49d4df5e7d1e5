// The document of the Pages Router's pages (the tour page, both hosts:
// components/tour-public/tour-page-route.tsx, and a sale website's home): the same <html lang="fa" dir="rtl"> and body as the
// App Router's root layout (app/layout.tsx); the font's class and preload come from pages/_app.tsx.
// These pages run without Next's client runtime (its `unstable_runtimeJS: false`, which Next
// honours in production builds only): in development Next's scripts are left out here too (the head's
// and NextScript), so `npm run dev` runs the page as production does, hydrated by the islands script
// alone (scripts/build-islands.ts rebuilds it on every change in development).
import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";

/** The pages hydrated by the islands script, never by Next. */
const ISLAND_PAGES = new Set(["/[leaderId]/tour/[tourId]", "/sites/[host]/[leaderId]/tour/[tourId]", "/sites/[host]"]);

/** next/document's head without Next's scripts and their preloads (what production omits for these pages). */
class HeadWithoutNextScripts extends Head {
  getPreloadDynamicChunks() {
    return [];
  }
  getPreloadMainLinks() {
    return [];
  }
  getDynamicChunks() {
    return [];
  }
  getPreNextScripts() {
    return <></>;
  }
  getScripts() {
    return [];
  }
  getPolyfillScripts() {
    return [];
  }
}

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const islands = ISLAND_PAGES.has(__NEXT_DATA__.page);
  return (
    <Html lang="fa" dir="rtl">
      {islands ? <HeadWithoutNextScripts /> : <Head />}
      <body className="font-sans">
        <Main />
        {!islands && <NextScript />}
      </body>
    </Html>
  );
}
