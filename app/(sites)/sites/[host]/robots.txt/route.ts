// robots.txt of a sale website's host: content pages open, reserve steps closed, its sitemap.
import { loadSeoSite } from "@/lib/websites/seo-files";

/** Per host, read from the cached site view (never prerendered for a placeholder host). */
export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ host: string }> }) {
  const seo = await loadSeoSite((await params).host);
  const lines = seo?.active
    ? [
        "User-agent: *",
        "Allow: /",
        "Disallow: /*/reserve/",
        "Disallow: /tracking",
        "Disallow: /api/",
        `Sitemap: ${seo.origin}/sitemap.xml`,
      ]
    : ["User-agent: *", "Disallow: /"];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
