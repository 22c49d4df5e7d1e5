// The document of the Pages Router's pages (only the tour page, both hosts:
// components/tour-public/tour-page-route.tsx): the same <html lang="fa" dir="rtl"> and body as the
// App Router's root layout (app/layout.tsx); the font's class and preload come from pages/_app.tsx.
// The tour page runs without Next's client runtime (its `unstable_runtimeJS: false`, which Next
// honours in production builds only): in development Next's scripts are left out here too, so
// `npm run dev` runs the page as production does, hydrated by the islands script alone
// (scripts/build-islands.ts rebuilds it on every change in development).
import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";

/** The pages hydrated by the islands script, never by Next. */
const ISLAND_PAGES = new Set(["/[leaderId]/tour/[tourId]", "/sites/[host]/[leaderId]/tour/[tourId]"]);

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  return (
    <Html lang="fa" dir="rtl">
      <Head />
      <body className="font-sans">
        <Main />
        {!ISLAND_PAGES.has(__NEXT_DATA__.page) && <NextScript />}
      </body>
    </Html>
  );
}
