// The document of the Pages Router's pages (only the platform's public tour page,
// pages/[leaderId]/tour/[tourId].tsx): the same <html lang="fa" dir="rtl"> and body as the App
// Router's root layout (app/layout.tsx); the font's class and preload come from pages/_app.tsx.
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
