// /sites/<host>/_unknown (the folder's %5F is Next's way to a segment starting with "_"): where proxy.ts sends a site
// host's page whose id does not exist (lib/websites/public-page-id.ts). The site's own 404 (../not-found.tsx) in its
// frame, status 404, rendered on the first request for each site and kept in the page cache (force-static: on demand,
// no time limit): the site's reads made while rendering (loadSite: host lookup, public view, clock) give it their tags,
// so an edit of the brand or the site expires it on every instance (docs/caching.md), and any number of unknown ids of
// a site costs one kept page, not a render each (issue 30).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";

export const dynamic = "force-static";
export const revalidate = false;

// The browser takes the title from the route's metadata; the not-found file's is not applied.
export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

export default function SiteUnknownId(): never {
  notFound();
}
