// sitemap.xml of a sale website's host: its home, content pages and tours.
import { loadSeoSite, sitemapXml } from "@/lib/websites/seo-files";

/** Per host, read from the cached site view (never prerendered for a placeholder host). */
export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const seo = await loadSeoSite((await params).host);
  if (!seo?.active) return new Response("not found", { status: 404 });
  return new Response(sitemapXml(seo.origin, seo.paths), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
