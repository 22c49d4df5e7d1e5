// The sitemap index of a sale website's host: its own pages and its owner's tours.
import { answerSitemap } from "@/lib/websites/seo-files";

/** Per host, read from the cached site view (never prerendered for a placeholder host). */
export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  return answerSitemap((await params).host, null);
}
