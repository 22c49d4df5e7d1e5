// Any other path of a site host: the site's own 404 (../not-found.tsx) in its header and footer,
// never the platform's page with its links to the platform.
import { notFound } from "next/navigation";

export default function SiteUnknownPath(): never {
  notFound();
}
