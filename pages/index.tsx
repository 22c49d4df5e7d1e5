// The platform's home, / (and /homePage, which the spec lists beside it: next.config.mjs rewrites it here, so there is
// one page, with / as its canonical address). A Pages Router page without Next's client runtime, prerendered at build:
// it needs no script (the menu is a <details>), and the App Router's framework alone is ~130 KB gzipped against the
// anonymous pages' 80 KB budget (docs/public-pages.md, "Speed and weight").
import type { PageConfig } from "next";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { Landing } from "@/components/public/landing";
import { PublicShell } from "@/components/public/public-shell";
import { PLATFORM_DESCRIPTION, PLATFORM_HOME_TITLE } from "@/lib/shared/brand";

export const config: PageConfig = { unstable_runtimeJS: false };

export default function HomePage() {
  return (
    <>
      <MetadataHead metadata={{ title: PLATFORM_HOME_TITLE, description: PLATFORM_DESCRIPTION, canonical: "/" }} />
      <PublicShell>
        <Landing />
      </PublicShell>
    </>
  );
}
