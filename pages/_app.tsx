// The Pages Router's app (docs/architecture.md, "pages/"): the App Router's stylesheet and font.
// The font's CSS variable is set on :root, as app/layout.tsx sets it on <html>, so the body's
// font-sans and anything mounted outside the page (the toast outlet) use it; next/font preloads it.
// The toast outlet runs only where Next's runtime does, `npm run dev` (pages/_document.tsx); in production the
// islands script mounts it (components/tour-public/hydrate-islands.ts) and this renders nothing.
import type { AppProps } from "next/app";
import Head from "next/head";
import { vazirmatn } from "@/components/fonts/vazirmatn";
import { LazyToasts } from "@/components/providers/lazy-toasts";
import "../app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <style dangerouslySetInnerHTML={{ __html: `:root{--font-vazirmatn:${vazirmatn.style.fontFamily}}` }} />
      </Head>
      <Component {...pageProps} />
      <LazyToasts />
    </>
  );
}
