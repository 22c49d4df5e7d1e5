// robots.txt of a sale website's host: content pages open, reserve steps closed, its sitemap; an inactive site closed whole.
import { robotsResponse } from "@/lib/websites/robots-txt";
import { robotsOrigin } from "@/lib/websites/seo-files";

/** Per host, read from the cached site view (never prerendered for a placeholder host). */
export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  return robotsResponse(await robotsOrigin((await params).host));
}
