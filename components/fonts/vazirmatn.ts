// The site's font, shared by the App Router's root layout (app/layout.tsx) and the Pages Router's
// _app (pages/_app.tsx): self-hosted from the vazirmatn npm package (no font CDN is reachable from
// our machines), its Arabic-script subset ("Non-Latin", 47 KB instead of 109 KB for the full
// variable font), so the font preloaded on every page is less than half; Latin letters and digits
// (codes, typed mobiles, e-mails) fall back to the system sans (docs/public-pages.md, "Speed and weight").
// The file beside this one is the package's `Vazirmatn-NL[wght].woff2` under a name without brackets
// (components/fonts/vazirmatn-copy.test.ts keeps it byte for byte the package's): Next writes the
// preload link's address with the brackets percent-encoded and the stylesheet's without, so a browser
// took them for two files and downloaded the font twice on every first view.
import localFont from "next/font/local";

export const vazirmatn = localFont({
  src: "./Vazirmatn-NL-wght.woff2",
  variable: "--font-vazirmatn",
  weight: "100 900",
  display: "swap",
});
