// The platform host's sitemap index: its public leader pages and the tours of leaders without an active sale website.
import { answerSitemap } from "@/lib/websites/seo-files";

export const dynamic = "force-dynamic";

export function GET() {
  return answerSitemap(null, null);
}
