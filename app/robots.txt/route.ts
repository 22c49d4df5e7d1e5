// robots.txt of the platform host (a site host's is app/(sites)/sites/[host]/robots.txt).
import { robotsResponse } from "@/lib/websites/robots-txt";
import { robotsOrigin } from "@/lib/websites/seo-files";

export const dynamic = "force-dynamic";

export async function GET() {
  return robotsResponse(await robotsOrigin(null));
}
