// One part of the platform host's sitemap index (≤ 50,000 URLs, read by keyset, kept gzipped 10 minutes: cached-sitemap-part.ts).
import { answerSitemap } from "@/lib/websites/seo-files";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ part: string }> }) {
  return answerSitemap(null, (await params).part);
}
