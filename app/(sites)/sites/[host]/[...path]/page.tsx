// Any other path of a site host: the site's own 404 (../not-found.tsx) in its header and footer,
// never the platform's page with its links to the platform. The page states the 404's title itself: the
// browser takes the title from the route's metadata, where the not-found file's is not applied.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";

export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

export default function SiteUnknownPath(): never {
  notFound();
}
