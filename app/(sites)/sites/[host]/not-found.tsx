import type { Metadata } from "next";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";

// The title says what the page says (the site's layout adds its brand), as the platform's 404 does.
export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

export default function SiteNotFound() {
  return (
    <main>
      <ErrorView kind="notFound" />
    </main>
  );
}
