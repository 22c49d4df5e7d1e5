// The document of the Pages Router's pages (docs/public-pages.md, "The rule"): the same <html lang="fa" dir="rtl"> and
// body as the App Router's root layout (app/layout.tsx); the font's class and preload come from pages/_app.tsx.
// next/document's documented parts only. Each page says `unstable_runtimeJS: false`, which Next honours in production
// builds: there NextScript and the head write no Next script and the islands script hydrates the page's marked parts.
// In `npm run dev` Next ignores it and hydrates the whole page itself, so lib/tours/islands-script.ts names no islands
// script there (one hydration, not two).
import { Head, Html, Main, NextScript } from "next/document";

export default function Document() {
  return (
    <Html lang="fa" dir="rtl">
      <Head />
      <body className="font-sans">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
