// One part of a sale website's sitemap index: its pages, or ≤ 50,000 of its owner's tours read by keyset.
import { answerSitemap } from "@/lib/websites/seo-files";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string; part: string }> }) {
  const { host, part } = await params;
  return answerSitemap(host, part);
}
